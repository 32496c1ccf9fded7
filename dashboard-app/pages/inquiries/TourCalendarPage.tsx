import { type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { TourSlotSummary } from '#lib/inquiries/inbox.ts';
import { tourTimeLabel } from '#lib/inquiries/tour-time.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import { loadTourCalendar, type TourSlotValues } from '../../api/inquiries.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction, type ActionOf } from '../../writes/use-action.ts';
import { tourCalendarAction } from './actions.ts';
import { InquiryStatusBadge } from './InquiryStatusBadge.tsx';
import { BackLink } from '../../ui/BackLink.tsx';

export function loader() {
  return loadTourCalendar();
}

export { tourCalendarAction as action };

function valuesOf(form: HTMLFormElement): TourSlotValues {
  const data = new FormData(form);
  return {
    date: String(data.get('date') ?? ''),
    time: String(data.get('time') ?? ''),
    durationMinutes: Number(data.get('durationMinutes') ?? ''),
    capacity: Number(data.get('capacity') ?? ''),
    note: String(data.get('note') ?? ''),
  };
}

/** When a slot starts: its day and its time of day, each an input of that type. */
const SLOT_START = [
  { name: 'date', label: 'Date' },
  { name: 'time', label: 'Start' },
] as const;

/** A slot's whole numbers: how long it runs and how many people it takes, with a new slot's values. */
const SLOT_COUNTS = [
  { name: 'durationMinutes', id: 'duration', label: 'Minutes', min: 15, max: 480, fallback: 60 },
  { name: 'capacity', id: 'capacity', label: 'People', min: 1, max: 100, fallback: 10 },
] as const;

function SlotFields({
  prefix,
  fields,
  slot,
  timeZone,
}: {
  prefix: string;
  fields: Record<string, string>;
  slot?: TourSlotSummary;
  timeZone: string;
}) {
  const start = slot ? wallClock(new Date(slot.startsAt), timeZone) : null;
  const pad = (value: number) => String(value).padStart(2, '0');
  const startsAt = { date: start?.date ?? '', time: start ? `${pad(start.hour)}:${pad(start.minute)}` : '11:00' };
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {SLOT_START.map(({ name, label }) => (
        <TextField
          key={name}
          id={`${prefix}-${name}`}
          name={name}
          type={name}
          label={label}
          required
          defaultValue={startsAt[name]}
          error={fields[name]}
        />
      ))}
      {SLOT_COUNTS.map((count) => (
        <TextField
          key={count.name}
          id={`${prefix}-${count.id}`}
          name={count.name}
          type="number"
          min={count.min}
          max={count.max}
          label={count.label}
          required
          defaultValue={slot?.[count.name] ?? count.fallback}
          error={fields[count.name]}
        />
      ))}
      <TextField
        id={`${prefix}-note`}
        name="note"
        label="Note"
        defaultValue={slot?.note ?? ''}
        maxLength={200}
        error={fields.note}
      />
    </div>
  );
}

/** The grow-facility tour's slots: add, change and cancel them, and see who booked each. */
export function Component() {
  const { slots, timeZone } = useLoaderData<typeof loader>();
  const adding = useAction<typeof tourCalendarAction>();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    adding.send('create', valuesOf(form), { done: 'Tour slot added.' });
  }

  return (
    <>
      <BackLink to="/dashboard/inbox">Inbox</BackLink>
      <PageHeader
        title="Tour calendar"
        description={`Grow facility tour slots, in the store's time zone (${timeZone}).`}
      />
      <section aria-labelledby="add-slot-title" className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
        <h2 id="add-slot-title" className="text-xl font-bold text-brand-900">
          Add a tour slot
        </h2>
        <form className="mt-3 flex flex-col gap-3" noValidate onSubmit={add} aria-labelledby="add-slot-title">
          <ActionMessage action={adding} />
          <SlotFields prefix="new-slot" fields={adding.fields} timeZone={timeZone} />
          <div>
            <Button type="submit" busy={adding.busy}>
              Add slot
            </Button>
          </div>
        </form>
      </section>
      <section aria-labelledby="slots-title" className="mt-8">
        <h2 id="slots-title" className="text-xl font-bold text-brand-900">
          Slots
        </h2>
        {slots.length === 0 ? (
          <p className="mt-2 text-ink-muted">No tour slots yet. Add one above; the tour form offers the open ones.</p>
        ) : (
          <ul className="mt-3 grid gap-4">
            {slots.map((slot) => (
              <SlotCard key={slot.id} slot={slot} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function SlotCard({ slot, timeZone }: { slot: TourSlotSummary; timeZone: string }) {
  const change: ActionOf<typeof tourCalendarAction> = useAction<typeof tourCalendarAction>();
  const label = tourTimeLabel(new Date(slot.startsAt), slot.durationMinutes, timeZone);
  const headingId = `slot-${slot.id}`;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.send('update', { id: slot.id, values: valuesOf(event.currentTarget) }, { done: 'Slot saved.' });
  }

  return (
    <li className="rounded-xl border border-ink/15 bg-surface p-4" aria-labelledby={headingId} data-testid="tour-slot">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {label}
        {slot.cancelledAt && <span className="ml-2 text-danger">Cancelled</span>}
      </h3>
      <p>
        {slot.placesTaken} of {slot.capacity} places booked{slot.note ? ` · ${slot.note}` : ''}
      </p>
      <ActionMessage action={change} />
      {slot.bookings.length > 0 && (
        <ul className="mt-2 grid gap-1" aria-label={`Bookings for ${label}`}>
          {slot.bookings.map((booking) => (
            <li key={booking.inquiryId}>
              <Link
                to={`/dashboard/inbox/messages/${booking.inquiryId}`}
                className="font-semibold text-brand-800 underline"
              >
                {booking.name}
              </Link>{' '}
              ({booking.partySize === 1 ? '1 person' : `${booking.partySize} people`}), {booking.email} ·{' '}
              <InquiryStatusBadge status={booking.status} />
            </li>
          ))}
        </ul>
      )}
      {!slot.cancelledAt && (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">Change or cancel</summary>
          <form className="mt-2 flex flex-col gap-3" noValidate onSubmit={save} aria-label={`Change ${label}`}>
            <SlotFields prefix={`slot-${slot.id}`} fields={change.fields} slot={slot} timeZone={timeZone} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={change.busy && change.sent?.intent === 'update'}>
                Save slot
              </Button>
              <Button
                type="button"
                tone="danger"
                busy={change.busy && change.sent?.intent === 'cancel'}
                onClick={() =>
                  change.send(
                    'cancel',
                    { id: slot.id },
                    {
                      done: (value) =>
                        `Slot cancelled; ${value.emailed === 1 ? '1 guest' : `${value.emailed} guests`} emailed.`,
                    },
                  )
                }
              >
                Cancel this slot
              </Button>
            </div>
          </form>
        </details>
      )}
    </li>
  );
}
