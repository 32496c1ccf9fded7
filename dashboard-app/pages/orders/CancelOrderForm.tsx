import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_CANCEL_REASON } from '#lib/orders/order-queue.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

/**
 * Cancelling needs a reason: the customer reads it in the cancellation email. The stock goes
 * back on the shelf and the pickup slot frees up once it is sent.
 */
export function CancelOrderForm({
  orderNumber,
  busy,
  refusedReason,
  onCancel,
  onKeep,
}: {
  orderNumber: string;
  busy: boolean;
  /** The server's message about the reason, when it refused the cancel for it. */
  refusedReason: string | undefined;
  onCancel: (reason: string) => void;
  onKeep: () => void;
}) {
  const [missing, setMissing] = useState(false);
  const inputId = useId();
  const focusReason = () => document.getElementById(inputId)?.focus();

  // The form opens on the reason, and goes back to it when the server refuses the reason.
  useEffect(focusReason, [inputId]);
  useEffect(() => {
    if (refusedReason) focusReason();
  }, [refusedReason]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setMissing(!reason);
    if (!reason) {
      focusReason();
      return;
    }
    onCancel(reason);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3 rounded-lg border-2 border-danger/40 p-3">
      <TextField
        id={inputId}
        name="reason"
        label={`Why is order ${orderNumber} cancelled?`}
        hint="The customer reads this in their email. The items go back into stock."
        required
        maxLength={MAX_CANCEL_REASON}
        autoComplete="off"
        error={missing ? 'Say why the order is cancelled; the customer reads it in their email.' : refusedReason}
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
