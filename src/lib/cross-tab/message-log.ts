/**
 * The local-storage fallback of a tab channel keeps its recent messages as a log under one key:
 * each tab appends what it posts and reads what others appended. Pure functions, so expiry and
 * de-duplication are tested without a browser.
 */

/** One message as it is stored: `id` makes it unique, `time` lets it expire, `sender` is the tab. */
export interface LoggedMessage<T> {
  id: string;
  time: number;
  sender: string;
  data: T;
}

/** Reads a stored log, leaving out anything malformed (another version of the app, a user's edit). */
export function parseLog<T>(raw: string | null): LoggedMessage<T>[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is LoggedMessage<T> =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.id === 'string' &&
      typeof entry.sender === 'string' &&
      typeof entry.time === 'number' &&
      'data' in entry,
  );
}

/** The messages still alive at `now`: younger than `ttlMs` (a clock set back keeps them). */
export function liveMessages<T>(log: readonly LoggedMessage<T>[], now: number, ttlMs: number): LoggedMessage<T>[] {
  return log.filter((message) => now - message.time < ttlMs);
}

/** The log after posting `message`: expired messages dropped, the new one last. */
export function appendMessage<T>(
  log: readonly LoggedMessage<T>[],
  message: LoggedMessage<T>,
  ttlMs: number,
): LoggedMessage<T>[] {
  return [...liveMessages(log, message.time, ttlMs).filter((entry) => entry.id !== message.id), message];
}

/**
 * The messages a tab has not handled yet, oldest first: alive, from another tab, and not among
 * the ids it has seen. Adds them to `seen` and forgets ids no longer in the log, so `seen` stays
 * as small as the log.
 */
export function takeUnseen<T>(
  log: readonly LoggedMessage<T>[],
  seen: Set<string>,
  self: string,
  now: number,
  ttlMs: number,
): LoggedMessage<T>[] {
  const live = liveMessages(log, now, ttlMs);
  const inLog = new Set(live.map((message) => message.id));
  for (const id of seen) if (!inLog.has(id)) seen.delete(id);
  const fresh: LoggedMessage<T>[] = [];
  for (const message of [...live].sort((a, b) => a.time - b.time)) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    if (message.sender !== self) fresh.push(message);
  }
  return fresh;
}
