import { Button } from '../../ui/Button.tsx';
import type { SaveState } from './use-autosave.ts';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Where the autosave stands, announced politely: saved (and when), waiting, saving, or failed with a retry. */
export function SaveStatus({ status, onRetry }: { status: SaveState; onRetry: () => void }) {
  return (
    <div className="flex items-center gap-3">
      <p role="status" className={status.state === 'failed' ? 'font-semibold text-danger' : 'text-ink-muted'}>
        {status.state === 'saved' && (status.at ? `Saved ${TIME.format(new Date(status.at))}` : 'No changes yet')}
        {status.state === 'pending' && 'Changes not saved yet'}
        {status.state === 'saving' && 'Saving…'}
        {status.state === 'failed' && `Not saved: ${status.message} Your text is kept here.`}
      </p>
      {status.state === 'failed' && (
        <Button tone="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
