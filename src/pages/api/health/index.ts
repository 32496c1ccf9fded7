import { endpoint, json } from '#server/http/endpoint.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/database-unavailable.ts';
import { checkHealth } from '#server/health.ts';
import { isDraining } from '#server/lifecycle/instance-lifecycle.ts';

/**
 * Readiness: 200 when this instance can serve (its database answers), 503 when the database is
 * unreachable or the instance is shutting down — a load balancer sends its traffic elsewhere.
 */
export const GET = endpoint({}, async (_input, { locals }) => {
  if (isDraining()) return json({ status: 'draining' }, 503);
  const health = await checkHealth(locals.db);
  if (health.status === 'ok') return json(health);
  const unavailable = json(health, 503);
  unavailable.headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return unavailable;
});
