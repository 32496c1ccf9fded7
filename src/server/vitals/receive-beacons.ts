import type { Database } from '../db/database.ts';
import { deviceClass } from '#lib/user-agent.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { Refusal } from '../http/refusal.ts';
import type { Beacon } from './beacon-schema.ts';
import { recordBeacons } from './record-beacons.ts';

/**
 * Beacons per visitor address per minute. A page sends one or two, but many shoppers can share an
 * address (carrier NAT, the store's own Wi-Fi), so the limit stops floods, not busy networks.
 */
export const BEACONS_PER_MINUTE = 600;

/**
 * Stores a visitor's web-vitals beacons (spec §7), refused (429, with when to retry) past the
 * address's rate. `origin` is the store's own, where the beacons came from.
 */
export async function receiveBeacons(
  db: Database,
  beacons: Beacon[],
  {
    clientAddress,
    userAgent,
    origin,
    perMinute = BEACONS_PER_MINUTE,
  }: { clientAddress: string; userAgent: string | null; origin: string; perMinute?: number },
): Promise<void> {
  const limit = await hitRateLimit(db, `web-vitals:${clientAddress}`, { limit: perMinute, windowSeconds: 60 });
  if (!limit.allowed) {
    throw new Refusal(429, 'Too many beacons; try again later.', undefined, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  await recordBeacons(db, beacons, { device: deviceClass(userAgent), origin });
}
