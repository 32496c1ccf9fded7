import { endpoint, json } from '#server/http/endpoint.ts';
import { checkHealth } from '#server/health.ts';

/** The instance's health and its database's: 200, or 503 when the database is unreachable. */
export const GET = endpoint({}, async (_input, { locals }) => {
  const health = await checkHealth(locals.db);
  return json(health, health.status === 'ok' ? 200 : 503);
});
