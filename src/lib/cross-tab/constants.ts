/**
 * Spec §9: state shared across tabs. The spec names two fallbacks for browsers without
 * BroadcastChannel — IndexedDB (messages kept 45 s) and local storage (60 s), both read by polling
 * every 150 ms. Only local storage is implemented: every browser with IndexedDB but without
 * BroadcastChannel (Safari before 15.4) has local storage too, so a second fallback would add
 * code and no reach.
 */

/** How long a message stays in local storage for other tabs to read it. */
export const LOCAL_STORAGE_MESSAGE_TTL_MS = 60_000;

/** How often a tab reads local storage for new messages. */
export const LOCAL_STORAGE_POLL_INTERVAL_MS = 150;

/** Prefix of the local-storage key of each channel's messages. */
export const LOCAL_STORAGE_KEY_PREFIX = 'tab-channel:';
