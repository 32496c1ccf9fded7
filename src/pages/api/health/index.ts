import { endpoint } from '#server/http/index.ts';
import { answerHealth } from '#server/serving/index.ts';

/** Readiness, for load balancers and uptime checks (src/server/serving/health.ts). */
export const GET = endpoint({}, (_input, { locals }) => answerHealth(locals.db));
