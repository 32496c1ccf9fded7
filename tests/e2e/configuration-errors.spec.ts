import { startStoreServer } from '../support/store-server.ts';
import { expect, test } from './fixtures.ts';

/** Starts the built server with `overrides` and waits (at most 20 s) for it to give up. */
async function startAndExit(overrides: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = await startStoreServer(overrides);
  const timer = setTimeout(() => server.process.kill('SIGKILL'), 20_000);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, output: server.output() };
}

test.describe('a malformed configuration stops the server at start', () => {
  test('DATABASE_URL that is not PostgreSQL', async () => {
    const { code, output } = await startAndExit({ DATABASE_URL: 'mysql://user@localhost/db' });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toContain('DATABASE_URL');
  });

  test('PORT that is not a number', async () => {
    const { code, output } = await startAndExit({ PORT: 'not-a-number' });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toMatch(/\bPORT\b/);
  });

  test('WEB_CONCURRENCY above 1 on the embedded database', async () => {
    const { code, output } = await startAndExit({ WEB_CONCURRENCY: '2' });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toContain('WEB_CONCURRENCY above 1 needs DATABASE_URL');
  });

  test('STAGING_MODE without a STAGING_PASSWORD, in each of two store processes', async () => {
    // The variable is read before the database is opened, so none needs to be there.
    const { code, output } = await startAndExit({
      STAGING_MODE: 'true',
      WEB_CONCURRENCY: '2',
      DATABASE_URL: 'postgres://store@127.0.0.1:9/never-opened',
    });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toContain('STAGING_PASSWORD');
    expect(output).toContain('A store process stopped while starting');
  });

  test('SUPABASE_URL without SUPABASE_ANON_KEY', async () => {
    const { code, output } = await startAndExit({ SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toContain('SUPABASE_ANON_KEY');
  });

  test('STAGING_MODE without a STAGING_PASSWORD', async () => {
    const { code, output } = await startAndExit({ STAGING_MODE: 'true' });
    expect(code, `still running after 20 s:\n${output}`).not.toBeNull();
    expect(code, `exited cleanly:\n${output}`).not.toBe(0);
    expect(output).toContain('STAGING_PASSWORD');
  });
});
