import { STATUS_CODES } from 'node:http';

/**
 * What crawlers get instead of the error page (spec §8): the status and its reason, nothing a
 * search engine could index as content.
 */
export function botErrorResponse(status: number): Response {
  return new Response(STATUS_CODES[status] ?? 'Error', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  });
}
