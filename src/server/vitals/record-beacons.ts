import { NO_ROUTE } from '#lib/routing/route-table.ts';
import { rateMetric } from '#lib/vitals/thresholds.ts';
import type { DeviceClass } from '#lib/user-agent.ts';
import type { Queryable } from '../db/database.ts';
import { routePatternOf } from '../routing/page-routes.ts';
import type { Beacon } from './beacon-schema.ts';

/**
 * A script's address as stored: without its query or fragment, and, for one of the store's own
 * pages (an inline script's address is its page's), the page's route instead of its path.
 */
function scriptAddress(url: string, origin: string): string {
  let address: URL;
  try {
    address = new URL(url, origin);
  } catch {
    return '';
  }
  // By host: behind a proxy that ends TLS the store sees http:// where the page had https://.
  const route = address.host === new URL(origin).host ? routePatternOf(address.pathname) : NO_ROUTE;
  return `${address.origin}${route === NO_ROUTE ? address.pathname : route}`;
}

/**
 * Stores a validated batch of beacons with their route and device, rated by the spec's thresholds.
 * A page is named by the route it matched, never by its address (decision 50): no slug, token or
 * query of the page a shopper was on is kept. `origin` is the store's, which sent the beacon.
 */
export async function recordBeacons(
  db: Queryable,
  beacons: Beacon[],
  { device, origin }: { device: DeviceClass; origin: string },
): Promise<void> {
  const rows = beacons.map((beacon) => {
    const script = beacon.attribution.longestScript;
    return {
      name: beacon.name,
      value: beacon.value,
      rating: rateMetric(beacon.name, beacon.value),
      route: routePatternOf(beacon.path),
      device,
      navigation_type: beacon.navigationType ?? null,
      attribution: {
        ...beacon.attribution,
        ...(script?.url !== undefined && { longestScript: { ...script, url: scriptAddress(script.url, origin) } }),
      },
    };
  });
  await db.query(
    `insert into web_vital_beacons (name, value, rating, route, device, navigation_type, attribution)
     select name, value, rating, route, device, navigation_type, attribution
     from jsonb_to_recordset($1::jsonb) as beacon (
       name text, value double precision, rating text, route text, device text, navigation_type text,
       attribution jsonb
     )`,
    [JSON.stringify(rows)],
  );
}
