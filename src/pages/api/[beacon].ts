import type { APIRoute } from 'astro';
import { receiveBeacons } from '../../server/vitals/receive-beacons.ts';

// The spec fixes the beacon address as /api/_web-vitals, but Astro leaves files whose names start
// with "_" out of routing; this parameter route answers that one name and nothing else.
export const POST: APIRoute = (context) =>
  context.params.beacon === '_web-vitals' ? receiveBeacons(context) : context.rewrite('/404');
