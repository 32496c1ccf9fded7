import { z } from 'zod';
import { endpoint, noContent } from '#server/http/index.ts';
import { BeaconBody, MAX_BEACON_BYTES, receiveBeacons } from '#server/vitals/index.ts';

// The spec fixes the beacon address as /api/_web-vitals, but Astro leaves files whose names start
// with "_" out of routing; this parameter route answers that one name and nothing else.
const params = z.object({ beacon: z.literal('_web-vitals', 'There is no endpoint at this address.') });

/** Web-vitals beacons from public pages: validated, size-checked, rate-limited, stored; 204. */
export const POST = endpoint(
  {
    params,
    body: BeaconBody,
    maxBytes: MAX_BEACON_BYTES,
    invalid: 'The beacon is not valid.',
    // A beacon is sent once and never again: nothing to key.
    repeats: 'refused',
  },
  async ({ body }, { locals, request, url }) => {
    await receiveBeacons(locals.db, body, {
      clientAddress: locals.clientAddress,
      userAgent: request.headers.get('user-agent'),
      origin: url.origin,
    });
    return noContent();
  },
);
