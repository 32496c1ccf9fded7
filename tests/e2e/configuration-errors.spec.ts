import { startStoreServer } from '../support/store-server.ts';
import { expect, test } from './fixtures.ts';

/**
 * Starts the built server with `overrides`, expects it to give up (within 20 s) with a failing
 * exit code, and returns what it printed.
 */
async function outputOfRefusedStart(overrides: Record<string, string>): Promise<string> {
  const server = await startStoreServer(overrides);
  const timer = setTimeout(() => server.process.kill('SIGKILL'), 20_000);
  const code = await server.exited;
  clearTimeout(timer);
  const output = server.output();
  expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
  expect(code, `exited cleanly:\n${output}`).not.toBe(0);
  return output;
}

test.describe('a malformed configuration stops the server at start', () => {
  test('DATABASE_URL that is not PostgreSQL', async () => {
    const output = await outputOfRefusedStart({ DATABASE_URL: 'mysql://user@localhost/db' });
    expect(output).toContain('DATABASE_URL');
  });

  test('PORT that is not a number', async () => {
    const output = await outputOfRefusedStart({ PORT: 'not-a-number' });
    expect(output).toMatch(/\bPORT\b/);
  });

  test('WEB_CONCURRENCY above 1 on the embedded database', async () => {
    const output = await outputOfRefusedStart({ WEB_CONCURRENCY: '2' });
    expect(output).toContain('WEB_CONCURRENCY above 1 needs DATABASE_URL');
  });

  test('STAGING_MODE without a STAGING_PASSWORD, in each of two store processes', async () => {
    // The variable is read before the database is opened, so none needs to be there.
    const output = await outputOfRefusedStart({
      STAGING_MODE: 'true',
      WEB_CONCURRENCY: '2',
      DATABASE_URL: 'postgres://store@127.0.0.1:9/never-opened',
    });
    expect(output).toContain('STAGING_PASSWORD');
    expect(output).toContain('A store process stopped while starting');
  });

  test('SUPABASE_URL without SUPABASE_ANON_KEY', async () => {
    const output = await outputOfRefusedStart({ SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' });
    expect(output).toContain('SUPABASE_ANON_KEY');
  });

  test('TRUST_PROXY that is neither a switch, a number of proxies nor addresses', async () => {
    const output = await outputOfRefusedStart({ TRUST_PROXY: 'the load balancer' });
    expect(output).toContain('TRUST_PROXY must be true, false, a number of proxies, or addresses');
  });

  test('TRUST_PROXY on PostgreSQL without SITE_URL, which emailed links need', async () => {
    // Read before the database is opened, so none needs to be there.
    const output = await outputOfRefusedStart({
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://store@127.0.0.1:9/never-opened',
    });
    expect(output).toContain('SITE_URL must be set when TRUST_PROXY is on with DATABASE_URL');
  });

  test('STAGING_MODE without a STAGING_PASSWORD', async () => {
    const output = await outputOfRefusedStart({ STAGING_MODE: 'true' });
    expect(output).toContain('STAGING_PASSWORD');
  });
});
