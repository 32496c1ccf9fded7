import { Refusal } from './http/refusal.ts';

/**
 * The time as the server decides what content is public or due (content pages, their editor and
 * the background jobs). It is the machine's clock; a server started with STORE_TEST_CLOCK=1 (end-to-end
 * tests only) has a clock the tests move forward instead, so a scheduled page goes out when a test
 * says its minute has come rather than when the machine gets there.
 */
export type ServerClock = MachineClock | TestClock;

export interface MachineClock {
  readonly kind: 'machine';
  now(): Date;
}

export interface TestClock {
  readonly kind: 'test';
  now(): Date;
  /**
   * Moves the clock to `at`, from where it runs on with the machine's. Never back: what was
   * published, saved or expired at the later time must stay in the past (refused with a 400).
   */
  moveTo(at: Date): void;
}

export function machineClock(): MachineClock {
  return { kind: 'machine', now: () => new Date() };
}

/** A clock that starts at the machine's time and only moves forward; `readMachine` is the machine's time in ms. */
export function testClock(readMachine: () => number = Date.now): TestClock {
  let aheadMs = 0;
  const now = () => new Date(readMachine() + aheadMs);
  return {
    kind: 'test',
    now,
    moveTo(at) {
      const current = now();
      if (at.getTime() < current.getTime()) {
        throw new Refusal(400, `The clock only moves forward: it is ${current.toISOString()} already.`, 'at');
      }
      aheadMs = at.getTime() - readMachine();
    },
  };
}
