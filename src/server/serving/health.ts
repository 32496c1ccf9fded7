import type { Database } from '../db/database.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import { json } from '../http/endpoint.ts';
import { isDraining } from './instance-lifecycle.ts';

export interface Health {
  status: 'ok' | 'degraded';
  database: { kind: Database['kind']; ok: boolean; latencyMs: number; error?: string };
}

/**
 * Readiness: 200 when this instance can serve (its database answers), 503 when the database is
 * unreachable (with when to ask again) or the instance is shutting down — a load balancer sends its
 * traffic elsewhere.
 */
export async function answerHealth(db: Database): Promise<Response> {
  if (isDraining()) return json({ status: 'draining' }, 503);
  const health = await checkHealth(db);
  if (health.status === 'ok') return json(health);
  const unavailable = json(health, 503);
  unavailable.headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return unavailable;
}

/** Whether this instance can reach its database, for load balancers and uptime checks. */
async function checkHealth(db: Database): Promise<Health> {
  const started = performance.now();
  try {
    await db.query('select 1');
    return { status: 'ok', database: { kind: db.kind, ok: true, latencyMs: elapsed(started) } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'degraded', database: { kind: db.kind, ok: false, latencyMs: elapsed(started), error: message } };
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
