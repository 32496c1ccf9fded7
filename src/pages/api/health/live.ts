import { endpoint, json } from '#server/http/index.ts';

/**
 * Liveness: 200 whenever the process answers, even while its database is away (it recovers by
 * itself), so a supervisor restarts only a process that stopped answering, never one that waits
 * out a database restart.
 */
export const GET = endpoint({}, () => json({ status: 'alive' }));
