import type { Database } from './db/database.ts';

export interface Health {
  status: 'ok' | 'degraded';
  database: { kind: Database['kind']; ok: boolean; latencyMs: number; error?: string };
}

/** Whether this instance can reach its database, for load balancers and uptime checks. */
export async function checkHealth(db: Database): Promise<Health> {
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
