import type { ChangeEvent, ReactNode } from 'react';
import { DISCLOSURES } from '#lib/consent/disclosures.ts';
import { CheckoutCheckbox, CheckoutField } from './CheckoutField.tsx';
import { ContactPrivacyNote, OrderTermsNote } from './PolicyNotes.tsx';

/** What ties one text input to the form: its name, its value, how it changes and the message it got. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/** What ties one checkbox to the form. */
export interface CheckBinding {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

export type Mode = 'adult' | 'medical';

/** How the store reaches the shopper; leaving one of them lets the store remember the checkout. */
const CONTACT_FIELDS = [
  { name: 'name', label: 'Full name (as on your ID)', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Mobile phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
] as const;

/** Contact details and date of birth. */
export function PickupPersonFields({
  field,
  onContactLeft,
}: {
  field: (name: 'name' | 'email' | 'phone' | 'birthdate') => TextBinding;
  onContactLeft: () => void;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-bold text-brand-900">Who is picking up</legend>
      {CONTACT_FIELDS.map(({ name, ...input }) => (
        <CheckoutField key={name} required onBlur={onContactLeft} {...input} {...field(name)} />
      ))}
      <CheckoutField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        hint="Adult-use orders are for 21 and older; medical patients 18 and older."
        {...field('birthdate')}
      />
      <ContactPrivacyNote />
    </fieldset>
  );
}

/** Adult-use or medical; medical asks for the registry card, and shows what the registry says of it. */
export function MenuModeFields({
  mode,
  onModeChange,
  field,
  registry,
}: {
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  field: (name: 'medicalCardNumber' | 'medicalCardExpiresOn') => TextBinding;
  /** The registry's word on the card (RegistryStandingNotice), under the card's fields. */
  registry?: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xl font-bold text-brand-900">Menu</legend>
      {(['adult', 'medical'] as const).map((option) => (
        <label key={option} className="flex items-center gap-3">
          <input
            type="radio"
            name="mode"
            value={option}
            checked={mode === option}
            onChange={() => onModeChange(option)}
            className="size-5 accent-brand-700"
          />
          {option === 'adult' ? 'Adult-use (21+)' : 'Medical (registry card, no excise tax)'}
        </label>
      ))}
      {mode === 'medical' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckoutField label="Registry card number" required {...field('medicalCardNumber')} />
          <CheckoutField label="Card expires on" type="date" required {...field('medicalCardExpiresOn')} />
          <div className="sm:col-span-2">{registry}</div>
        </div>
      )}
    </fieldset>
  );
}

/** The optional note, and the field only bots fill in (the server drops what it carries). */
export function NotesFields({ notes, website }: { notes: TextBinding; website: TextBinding }) {
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-notes" className="font-semibold">
          Notes for the budtender <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <textarea
          id="checkout-notes"
          name={notes.name}
          rows={3}
          maxLength={500}
          value={notes.value}
          onChange={notes.onChange}
          aria-invalid={notes.error ? true : undefined}
          className="rounded-lg border-2 border-ink/30 bg-surface px-3 py-2"
        />
        {notes.error && <p className="font-semibold text-danger">{notes.error}</p>}
      </div>
      <div className="hidden" aria-hidden="true">
        <label htmlFor="checkout-website">Leave this empty</label>
        <input
          id="checkout-website"
          name={website.name}
          tabIndex={-1}
          autoComplete="off"
          value={website.value}
          onChange={website.onChange}
        />
      </div>
    </>
  );
}

/** The ID-and-payment promise and the marketing boxes, over the terms. */
export function ConsentFields({
  mode,
  consent,
}: {
  mode: Mode;
  consent: (name: 'acknowledgeId' | 'emailMarketing' | 'smsMarketing') => CheckBinding;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xl font-bold text-brand-900">Before you go</legend>
      <CheckoutCheckbox
        label={
          mode === 'medical'
            ? 'I will bring my registry card and a photo ID, and pay at pickup.'
            : 'I will bring a photo ID showing I am 21 or older, and pay at pickup.'
        }
        {...consent('acknowledgeId')}
      />
      <CheckoutCheckbox label={DISCLOSURES.emailMarketingBox.text()} {...consent('emailMarketing')} />
      <CheckoutCheckbox label={DISCLOSURES.smsMarketingBox.text()} {...consent('smsMarketing')} />
      <OrderTermsNote />
    </fieldset>
  );
}
