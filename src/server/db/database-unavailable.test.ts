import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable, unavailabilityGate } from './database-unavailable.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('the unavailability gate', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('fails at once for a moment after the database was unreachable, then lets one try through', async () => {
    const gate = unavailabilityGate(1_000);
    const run = vi.fn(async () => 'row');
    await expect(gate(() => Promise.reject(refused()))).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const fast = gate(run);
    await expect(fast).rejects.toSatisfy(isDatabaseUnavailable);
    expect(run).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1_001);
    let letThrough!: (value: string) => void;
    const probe = gate(() => new Promise<string>((resolve) => (letThrough = resolve)));
    // While the one try is under way, the others still fail at once.
    await expect(gate(run)).rejects.toSatisfy(isDatabaseUnavailable);
    letThrough('back');
    await expect(probe).resolves.toBe('back');
    await expect(gate(run)).resolves.toBe('row');
  });

  it('stays open for a failure from a query that began before another one succeeded', async () => {
    const gate = unavailabilityGate(1_000);
    let failLate!: (error: Error) => void;
    const late = gate(() => new Promise<string>((_, reject) => (failLate = reject)));
    await expect(gate(async () => 'back')).resolves.toBe('back');
    failLate(refused());
    await expect(late).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(gate(async () => 'row')).resolves.toBe('row');

    // A query that began after that success and failed is news: the gate closes.
    await expect(gate(() => Promise.reject(refused()))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(gate(async () => 'row')).rejects.toSatisfy(isDatabaseUnavailable);
  });

  it('does not close for errors that are the query’s own', async () => {
    const gate = unavailabilityGate(1_000);
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    await expect(gate(() => Promise.reject(syntax))).rejects.toBe(syntax);
    await expect(gate(async () => 'row')).resolves.toBe('row');
  });
});
