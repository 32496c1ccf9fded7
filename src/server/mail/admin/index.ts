/** The dashboard's outbox: every email the store queued, newest first, the one entry its endpoint uses. */
export { listOutbox } from './outbox-list.ts';
