import type { APIRoute } from 'astro';
import { checkHealth } from '../../server/health.ts';

export const GET: APIRoute = async ({ locals }) => {
  const health = await checkHealth(locals.db);
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
};
