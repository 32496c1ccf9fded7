import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_CANCEL_REASON } from '../../../src/lib/dashboard/order-queue.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

/**
 * Cancelling needs a reason: the customer reads it in the cancellation email. The stock goes
 * back on the shelf and the pickup slot frees up once it is sent.
 */
export function CancelOrderForm({
  orderNumber,
  busy,
  onCancel,
  onKeep,
}: {
  orderNumber: string;
  busy: boolean;
  onCancel: (reason: string) => Promise<{ message: string; fields: Record<string, string> } | null>;
  onKeep: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const focusReason = () => document.getElementById(inputId)?.focus();

  useEffect(focusReason, [inputId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (!reason) {
      setError('Say why the order is cancelled; the customer reads it in their email.');
      focusReason();
      return;
    }
    setError(undefined);
    const refused = await onCancel(reason);
    if (refused?.fields.reason) {
      setError(refused.fields.reason);
      focusReason();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3 rounded-lg border-2 border-danger/40 p-3">
      <TextField
        id={inputId}
        name="reason"
        label={`Why is order ${orderNumber} cancelled?`}
        hint="The customer reads this in their email. The items go back into stock."
        required
        maxLength={MAX_CANCEL_REASON}
        autoComplete="off"
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" tone="danger" busy={busy}>
          {busy ? 'Cancelling…' : `Cancel order ${orderNumber}`}
        </Button>
        <Button tone="secondary" disabled={busy} onClick={onKeep}>
          Keep the order
        </Button>
      </div>
    </form>
  );
}
