import type { APIContext } from 'astro';
import { z } from 'zod';
import { endpoint, json, Refusal } from '#server/http/index.ts';

/**
 * The end-to-end tests' clock, only in a server started with STORE_TEST_CLOCK=1 (never in
 * production); everywhere else it is not there (404) and changes nothing.
 */
/** The server clock when it is the tests' own. */
type TestClock = Extract<App.Locals['clock'], { kind: 'test' }>;

function testClockOf({ locals }: APIContext): TestClock {
  if (locals.clock.kind !== 'test') throw new Refusal(404, 'There is nothing here.');
  return locals.clock;
}

const MoveClock = z.object({
  at: z.iso.datetime({ offset: true, error: 'Give the time as an ISO date and time, e.g. 2026-11-27T15:30:00Z.' }),
});

/** The server clock's time. */
export const GET = endpoint({}, (_input, context) => json({ now: testClockOf(context).now().toISOString() }));

/**
 * Moves the clock forward to `at` (400 for a time before its now) and runs the background jobs
 * once at that time, as the minute's tick would; answers the time and each job's count.
 */
export const POST = endpoint({ body: MoveClock }, async ({ body }, context) => {
  const clock = testClockOf(context);
  clock.moveTo(new Date(body.at));
  const now = clock.now().toISOString();
  const jobs = await context.locals.backgroundJobs.runRound();
  return json({ now, jobs });
});
