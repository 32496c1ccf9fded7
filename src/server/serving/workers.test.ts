import { describe, expect, it } from 'vitest';
import { workerCountOf } from './workers.ts';

const POSTGRES = 'postgres://store@db.example/store';

describe('workerCountOf', () => {
  it('runs one process unless WEB_CONCURRENCY asks for more', () => {
    expect(workerCountOf({})).toBe(1);
    expect(workerCountOf({ WEB_CONCURRENCY: '' })).toBe(1);
    expect(workerCountOf({ WEB_CONCURRENCY: ' ' })).toBe(1);
    expect(workerCountOf({ WEB_CONCURRENCY: '1' })).toBe(1);
  });

  it('runs as many processes as asked on PostgreSQL', () => {
    expect(workerCountOf({ WEB_CONCURRENCY: '2', DATABASE_URL: POSTGRES })).toBe(2);
    expect(workerCountOf({ WEB_CONCURRENCY: ' 8 ', DATABASE_URL: POSTGRES })).toBe(8);
    expect(workerCountOf({ WEB_CONCURRENCY: '64', DATABASE_URL: POSTGRES })).toBe(64);
  });

  it.each(['0', '-2', '1.5', 'two', '2x', '65', '1e1', '0x2'])('refuses WEB_CONCURRENCY=%s, naming it', (value) => {
    expect(() => workerCountOf({ WEB_CONCURRENCY: value, DATABASE_URL: POSTGRES })).toThrow(/^WEB_CONCURRENCY must/);
  });

  it('refuses more than one process on the embedded database, which belongs to one', () => {
    expect(() => workerCountOf({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY above 1 needs DATABASE_URL/);
    expect(() => workerCountOf({ WEB_CONCURRENCY: '2', DATABASE_URL: '' })).toThrow(/needs DATABASE_URL/);
  });
});
