import { useId, useState, type FormEvent } from 'react';
import { MAX_VOID_REASON } from '#lib/inventory/sales-inputs.ts';
import type { OrderDetail } from '#lib/orders/order-detail.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { OrderMoves } from './actions.ts';

const STATES = { queued: 'Waiting to upload', sent: 'In Metrc', attention: 'Needs a person' } as const;

/**
 * A handed-over order's sale in Metrc (decision 79): where it stands, and a manager's way to void
 * it with a reason (the audit log keeps it); the void uploads once the sale is in Metrc.
 */
export function SourceSale({
  order,
  moves,
}: {
  order: Pick<OrderDetail, 'id' | 'number' | 'status'> & { sourceSale: NonNullable<OrderDetail['sourceSale']> };
  moves: OrderMoves;
}) {
  const [voiding, setVoiding] = useState(false);
  const [missing, setMissing] = useState(false);
  const inputId = useId();
  const { state, voidState } = order.sourceSale;
  const mine = moves.sent?.intent === 'voidSale';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setMissing(!reason);
    if (!reason) {
      document.getElementById(inputId)?.focus();
      return;
    }
    moves.send(
      'voidSale',
      { orderId: order.id, reason },
      { done: `The sale of order ${order.number} will be voided in Metrc.` },
    );
  }

  return (
    <section aria-labelledby="order-source-sale" className="mt-6 rounded-xl border border-ink/10 bg-surface p-4">
      <h2 id="order-source-sale" className="text-xl font-bold text-brand-900">
        Sale in Metrc
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1">
        <dt className="text-ink-muted">Sale</dt>
        <dd>{STATES[state]}</dd>
        {voidState && (
          <>
            <dt className="text-ink-muted">Void</dt>
            <dd>{STATES[voidState]}</dd>
          </>
        )}
      </dl>
      {mine && moves.problem && (
        <div className="mt-3">
          <Alert tone="error">{moves.problem}</Alert>
        </div>
      )}
      {!voidState && order.status === 'picked_up' && !voiding && (
        <Button tone="danger" className="mt-3" onClick={() => setVoiding(true)}>
          Void the sale in Metrc…
        </Button>
      )}
      {!voidState && voiding && (
        <form
          noValidate
          onSubmit={submit}
          className="mt-3 flex flex-col gap-3 rounded-lg border-2 border-danger/40 p-3"
        >
          <TextField
            id={inputId}
            name="reason"
            label={`Why is the sale of order ${order.number} voided?`}
            hint="Kept in the audit log. Metrc removes the sale once the void uploads."
            required
            autoFocus
            maxLength={MAX_VOID_REASON}
            autoComplete="off"
            error={missing ? 'Say why the sale is voided.' : mine ? moves.fields.reason : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" tone="danger" busy={mine && moves.busy}>
              Void the sale of order {order.number}
            </Button>
            <Button tone="secondary" disabled={moves.busy} onClick={() => setVoiding(false)}>
              Keep the sale
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
