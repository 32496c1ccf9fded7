import type { APIContext } from 'astro';
import { z } from 'zod';
import { deviceClass } from '../../lib/user-agent.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { BeaconBody, MAX_BEACON_BYTES } from './beacon-schema.ts';
import { recordBeacons } from './record-beacons.ts';

/**
 * Beacons per visitor address per minute. A page sends one or two, but many shoppers can share an
 * address (carrier NAT, the store's own Wi-Fi), so the limit stops floods, not busy networks.
 */
export const BEACONS_PER_MINUTE = 600;

const problem = (status: number, error: string, headers?: HeadersInit) => Response.json({ error }, { status, headers });

/** Web-vitals beacons from public pages (spec §7): validated, size-checked, rate-limited, stored; 204. */
export async function receiveBeacons(
  { request, locals, clientAddress }: APIContext,
  { perMinute = BEACONS_PER_MINUTE }: { perMinute?: number } = {},
): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BEACON_BYTES) return problem(413, `A beacon may be at most ${MAX_BEACON_BYTES} bytes.`);
  // A page closing mid-send aborts its beacon: that is the sender's loss, not a server error.
  const body = await request.text().catch(() => null);
  if (body === null) return problem(400, 'The beacon arrived incomplete.');
  if (Buffer.byteLength(body) > MAX_BEACON_BYTES) return problem(413, `A beacon may be at most ${MAX_BEACON_BYTES} bytes.`);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return problem(400, 'The beacon is not JSON.');
  }
  const parsed = BeaconBody.safeParse(json);
  if (!parsed.success) {
    return Response.json({ error: 'The beacon is not valid.', issues: z.flattenError(parsed.error) }, { status: 400 });
  }

  const limit = await hitRateLimit(locals.db, `web-vitals:${clientAddress}`, { limit: perMinute, windowSeconds: 60 });
  if (!limit.allowed) return problem(429, 'Too many beacons; try again later.', { 'Retry-After': String(limit.retryAfterSeconds) });

  await recordBeacons(locals.db, parsed.data, deviceClass(request.headers.get('user-agent')));
  return new Response(null, { status: 204 });
}
