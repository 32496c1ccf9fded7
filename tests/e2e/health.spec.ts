import { expect, test } from './fixtures.ts';

test('the health check reports the server and its database up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
});
