import { describe, expect, it } from 'vitest';
import { machineClock, testClock } from './clock.ts';
import { Refusal } from './http/refusal.ts';

const T0 = Date.parse('2026-11-27T15:00:00Z');

/** A machine whose time the test sets. */
function machineAt(ms: number) {
  const machine = { ms, read: () => machine.ms };
  return machine;
}

describe('the server clock', () => {
  it('is the machine’s time unless the server runs with the test clock', () => {
    const clock = machineClock();
    expect(clock.kind).toBe('machine');
    expect('moveTo' in clock).toBe(false);
  });

  it('test clock: starts at the machine’s time and runs on with it from wherever it was moved', () => {
    const machine = machineAt(T0);
    const clock = testClock(machine.read);
    expect(clock.now().getTime()).toBe(T0);
    clock.moveTo(new Date(T0 + 3 * 60_000));
    expect(clock.now().toISOString()).toBe('2026-11-27T15:03:00.000Z');
    machine.ms += 10_000;
    expect(clock.now().toISOString()).toBe('2026-11-27T15:03:10.000Z');
    // Moving to the time it already is, is allowed (nothing goes back).
    clock.moveTo(new Date('2026-11-27T15:03:10Z'));
    expect(clock.now().toISOString()).toBe('2026-11-27T15:03:10.000Z');
  });

  it('test clock: never moves back, and a refused move leaves it where it was', () => {
    const machine = machineAt(T0);
    const clock = testClock(machine.read);
    clock.moveTo(new Date(T0 + 5 * 60_000));
    let refusal: unknown;
    try {
      clock.moveTo(new Date(T0 + 4 * 60_000));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).status).toBe(400);
    expect((refusal as Refusal).fields).toHaveProperty('at');
    expect(clock.now().toISOString()).toBe('2026-11-27T15:05:00.000Z');
    // Not even to the machine's own time, which it is ahead of.
    expect(() => clock.moveTo(new Date(machine.ms))).toThrow(Refusal);
    expect(clock.now().toISOString()).toBe('2026-11-27T15:05:00.000Z');
  });
});
