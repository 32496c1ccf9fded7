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

/**
 * The page a person gets while the database cannot be reached: said plainly, with the store's
 * words from the error page, self-contained (it needs nothing the database holds), and asking
 * to come back in `retryAfterSeconds`.
 */
export function unavailablePageResponse(retryAfterSeconds: number): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Back in a moment</title></head>
<body>
<main>
<h1>Back in a moment</h1>
<p>We cannot reach our menu right now. Please try again in a few seconds.</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
      'X-Robots-Tag': 'noindex',
    },
  });
}
