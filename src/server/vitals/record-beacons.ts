import { rateMetric } from '#lib/vitals/thresholds.ts';
import { routePattern } from '#lib/vitals/route-pattern.ts';
import type { DeviceClass } from '#lib/user-agent.ts';
import type { Queryable } from '../db/database.ts';
import type { Beacon } from './beacon-schema.ts';

/** Stores a validated batch of beacons with their route and device, rated by the spec's thresholds. */
export async function recordBeacons(db: Queryable, beacons: Beacon[], device: DeviceClass): Promise<void> {
  const rows = beacons.map((beacon) => ({
    name: beacon.name,
    value: beacon.value,
    rating: rateMetric(beacon.name, beacon.value),
    route: routePattern(beacon.path),
    path: beacon.path.split(/[?#]/)[0]!.slice(0, 300),
    device,
    navigation_type: beacon.navigationType ?? null,
    attribution: beacon.attribution,
  }));
  await db.query(
    `insert into web_vital_beacons (name, value, rating, route, path, device, navigation_type, attribution)
     select name, value, rating, route, path, device, navigation_type, attribution
     from jsonb_to_recordset($1::jsonb) as beacon (
       name text, value double precision, rating text, route text, path text, device text,
       navigation_type text, attribution jsonb
     )`,
    [JSON.stringify(rows)],
  );
}
