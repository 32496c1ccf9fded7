import { Agent, get, type IncomingMessage } from 'node:http';
import { expect, test } from './fixtures.ts';

test('the health check reports the server and its database up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true } });
});

test('an idle connection is kept open longer than a load balancer’s 60 s', async ({ baseURL }) => {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const agent = new Agent({ keepAlive: true });
    get(`${baseURL}/api/health/live`, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => agent.destroy());
      resolve(answer);
    }).on('error', reject);
  });
  expect(response.headers['keep-alive']).toBe('timeout=65');
});
