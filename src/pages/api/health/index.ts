import { endpoint, json } from '#server/http/endpoint.ts';
import { checkHealth } from '#server/health.ts';
import { isDraining } from '#server/lifecycle/instance-lifecycle.ts';

/**
 * Readiness: 200 when this instance can serve (its database answers), 503 when the database is
 * unreachable or the instance is shutting down — a load balancer sends its traffic elsewhere.
 */
export const GET = endpoint({}, async (_input, { locals }) => {
  if (isDraining()) return json({ status: 'draining' }, 503);
  const health = await checkHealth(locals.db);
  return json(health, health.status === 'ok' ? 200 : 503);
});
