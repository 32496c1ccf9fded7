import { LOCAL_STORAGE_KEY_PREFIX, LOCAL_STORAGE_MESSAGE_TTL_MS, LOCAL_STORAGE_POLL_INTERVAL_MS } from './constants.ts';
import { appendMessage, parseLog, takeUnseen, type LoggedMessage } from './message-log.ts';
import type { TabChannel } from './tab-channel.ts';

export interface StorageChannelOptions {
  ttlMs?: number;
  pollIntervalMs?: number;
  now?: () => number;
  /** A unique id for this tab's channel (random by default). */
  tabId?: string;
}

/**
 * A tab channel over local storage, for browsers without BroadcastChannel: posting appends to the
 * channel's log; other tabs notice through the `storage` event and, where that does not fire,
 * by reading the log every 150 ms while they have listeners. Messages must be JSON; a message
 * reaches each other tab once, never the tab that posted it (as with BroadcastChannel), and a
 * channel created later does not replay what was posted before it.
 */
export function createStorageChannel<T>(
  name: string,
  storage: Storage,
  options: StorageChannelOptions = {},
): TabChannel<T> {
  const {
    ttlMs = LOCAL_STORAGE_MESSAGE_TTL_MS,
    pollIntervalMs = LOCAL_STORAGE_POLL_INTERVAL_MS,
    now = Date.now,
    tabId = randomId(),
  } = options;
  const key = `${LOCAL_STORAGE_KEY_PREFIX}${name}`;
  const listeners = new Set<(message: T) => void>();
  const seen = new Set<string>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const read = (): LoggedMessage<T>[] => {
    try {
      return parseLog<T>(storage.getItem(key));
    } catch {
      return [];
    }
  };
  // What is in the log already was posted before this channel existed.
  for (const message of read()) seen.add(message.id);

  const deliver = () => {
    for (const message of takeUnseen(read(), seen, tabId, now(), ttlMs)) {
      for (const listener of [...listeners]) listener(message.data);
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) deliver();
  };
  const startListening = () => {
    if (timer !== undefined || closed) return;
    timer = setInterval(deliver, pollIntervalMs);
    globalThis.addEventListener?.('storage', onStorage);
  };
  const stopListening = () => {
    clearInterval(timer);
    timer = undefined;
    globalThis.removeEventListener?.('storage', onStorage);
  };

  return {
    post(data) {
      if (closed) return;
      const message: LoggedMessage<T> = { id: randomId(), time: now(), sender: tabId, data };
      seen.add(message.id);
      try {
        storage.setItem(key, JSON.stringify(appendMessage(read(), message, ttlMs)));
      } catch {
        // Storage full or forbidden (private mode): other tabs miss this message; this tab goes on.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      startListening();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopListening();
      };
    },
    close() {
      closed = true;
      listeners.clear();
      stopListening();
    },
  };
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
