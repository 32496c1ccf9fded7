import type { PickupSlot } from '#lib/pickup/pickup-slots.ts';

/** The pickup time: one list grouped by day, only slots that still have room. */
export function PickupSlotPicker({
  slots,
  value,
  onChange,
  error,
}: {
  slots: PickupSlot[];
  value: string;
  onChange: (start: string) => void;
  error?: string | undefined;
}) {
  const days = new Map<string, PickupSlot[]>();
  for (const slot of slots) days.set(slot.dayLabel, [...(days.get(slot.dayLabel) ?? []), slot]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="checkout-pickupSlotStart" className="text-xl font-bold text-brand-900">
        Pickup time
      </label>
      <p id="checkout-pickupSlotStart-hint" className="text-sm text-ink-muted">
        We hold your order until the end of its pickup window.
      </p>
      {slots.length === 0 ? (
        <p className="font-semibold text-danger">No pickup times are open in the next few days. Call the store.</p>
      ) : (
        <select
          id="checkout-pickupSlotStart"
          name="pickupSlotStart"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? 'checkout-pickupSlotStart-hint checkout-pickupSlotStart-error' : 'checkout-pickupSlotStart-hint'
          }
          className="w-full min-w-0 rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 text-lg aria-invalid:border-danger"
        >
          <option value="">Choose a time</option>
          {[...days].map(([day, daySlots]) => (
            <optgroup key={day} label={day}>
              {daySlots.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {`${slot.dayLabel}, ${slot.timeLabel}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
      {error && (
        <p id="checkout-pickupSlotStart-error" className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
