import { Alert } from './Alert.tsx';

/** What a form with fields of its own says when what is typed does not read, before anything is sent. */
export const NOT_SAVED = 'Not saved: check the marked fields.';

/** The sentence a form shows after it sent a change: what went wrong, or that it went through. */
export function ActionMessage({ action }: { action: { problem: string | null; notice: string | null } }) {
  if (action.problem) return <Alert tone="error">{action.problem}</Alert>;
  if (action.notice) return <Alert tone="success">{action.notice}</Alert>;
  return null;
}
