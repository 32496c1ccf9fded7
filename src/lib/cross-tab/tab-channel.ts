/**
 * Messages between the tabs of one browser (spec §9: state shared across tabs), for the cart and
 * session stores. Browser-only: it imports nothing from the server.
 *
 * BroadcastChannel where the browser has it; otherwise a log in local storage that other tabs
 * read by the `storage` event and by polling every 150 ms, each message kept 60 s
 * (storage-channel.ts, constants.ts — which also says why the spec's IndexedDB variant is not
 * needed). Either way a message reaches every other tab of the same origin once, and never the
 * tab that posted it. Messages must be JSON-serialisable (local storage holds text).
 */
import { createStorageChannel } from './storage-channel.ts';

export interface TabChannel<T> {
  /** Sends a message to the other tabs. */
  post(message: T): void;
  /** Calls `listener` with each message from another tab; returns the function that stops it. */
  subscribe(listener: (message: T) => void): () => void;
  /** Stops listening and sending; later calls do nothing. */
  close(): void;
}

/** A channel named `name`: tabs that create a channel with the same name hear each other. */
export function createTabChannel<T>(name: string): TabChannel<T> {
  if (typeof BroadcastChannel === 'function') return createBroadcastChannel<T>(name);
  const storage = localStorageIfAny();
  return storage ? createStorageChannel<T>(name, storage) : silentChannel<T>();
}

function createBroadcastChannel<T>(name: string): TabChannel<T> {
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(message: T) => void>();
  let closed = false;
  channel.onmessage = (event: MessageEvent<T>) => {
    for (const listener of [...listeners]) listener(event.data);
  };
  return {
    post(message) {
      if (!closed) channel.postMessage(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      channel.close();
    },
  };
}

function localStorageIfAny(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading localStorage throws where the visitor blocks site data.
    return null;
  }
}

/** Where a browser has neither (or on the server): a channel that carries nothing. */
function silentChannel<T>(): TabChannel<T> {
  return { post() {}, subscribe: () => () => {}, close() {} };
}
