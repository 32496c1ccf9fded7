import { dashboardError } from '../dashboard/dashboard-endpoint.ts';
import { Refusal, refusalResponse } from '../dashboard/refusal.ts';
import { MediaStoreError } from './media-store.ts';

/**
 * The dashboard's answer to a media request that failed: a refusal with its status and the field
 * at fault; a media store that failed (unreachable, refused) is a 502 staff can retry. Anything
 * else is not the request's fault and is rethrown.
 */
export function mediaProblem(error: unknown): Response {
  if (error instanceof Refusal) return refusalResponse(error);
  if (error instanceof MediaStoreError) {
    console.error(error);
    return dashboardError(502, 'The media store could not save or read the image just now. Try again in a moment.');
  }
  throw error;
}
