/** The reason phrases of the statuses the error pages answer with. */
const REASONS = { 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' } as const;

/**
 * What crawlers get instead of the error page (spec §8): the status and its reason, nothing a
 * search engine could index as content.
 */
export function botErrorResponse(status: keyof typeof REASONS, headers: Record<string, string> = {}): Response {
  return new Response(REASONS[status], {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex', ...headers },
  });
}
