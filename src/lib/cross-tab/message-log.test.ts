import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_MESSAGE_TTL_MS, LOCAL_STORAGE_POLL_INTERVAL_MS } from './constants.ts';
import { appendMessage, liveMessages, parseLog, takeUnseen, type LoggedMessage } from './message-log.ts';

const TTL = LOCAL_STORAGE_MESSAGE_TTL_MS;
const at = (id: string, time: number, sender = 'other'): LoggedMessage<string> => ({
  id,
  time,
  sender,
  data: `data ${id}`,
});

describe('the spec’s cross-tab numbers', () => {
  it('keep local-storage messages 60 s and poll every 150 ms (spec §9)', () => {
    expect(LOCAL_STORAGE_MESSAGE_TTL_MS).toBe(60_000);
    expect(LOCAL_STORAGE_POLL_INTERVAL_MS).toBe(150);
  });
});

describe('message log', () => {
  it('reads a stored log and leaves out what is malformed', () => {
    const good = at('a', 1);
    expect(parseLog(JSON.stringify([good, { id: 1 }, null, 'x', { id: 'b', time: 2, sender: 's' }]))).toEqual([good]);
    for (const raw of [null, '', '{', '{"id":"a"}', '42']) expect(parseLog(raw)).toEqual([]);
  });

  it('expires a message 60 s after it was posted', () => {
    const log = [at('old', 0), at('new', 30_000)];
    expect(liveMessages(log, TTL - 1, TTL).map((m) => m.id)).toEqual(['old', 'new']);
    expect(liveMessages(log, TTL, TTL).map((m) => m.id)).toEqual(['new']);
    expect(liveMessages(log, 30_000 + TTL, TTL)).toEqual([]);
  });

  it('drops expired messages when posting, and a repeated id once', () => {
    const log = appendMessage([at('old', 0), at('kept', 10_000)], at('kept', 70_000), TTL);
    expect(log.map((m) => [m.id, m.time])).toEqual([['kept', 70_000]]);
  });

  it('hands each message to a tab once, oldest first, never the tab’s own', () => {
    const seen = new Set<string>();
    const log = [at('b', 20), at('a', 10), at('mine', 15, 'me')];
    expect(takeUnseen(log, seen, 'me', 100, TTL).map((m) => m.id)).toEqual(['a', 'b']);
    expect(takeUnseen(log, seen, 'me', 200, TTL)).toEqual([]);
    expect(takeUnseen([...log, at('c', 300)], seen, 'me', 300, TTL).map((m) => m.id)).toEqual(['c']);
  });

  it('never hands over an expired message, and forgets ids that left the log', () => {
    const seen = new Set(['gone']);
    expect(takeUnseen([at('stale', 0)], seen, 'me', TTL + 1, TTL)).toEqual([]);
    expect(seen.has('gone')).toBe(false);
  });
});
