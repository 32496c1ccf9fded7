import { inquiryReference, type InquiryReceipt } from '#lib/inquiries/inquiry-forms.ts';
import type { InquiryKind } from '#lib/vocabulary/inquiries.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { hashSecretToken } from '../auth/secret-token.ts';
import { admitPublicForm, type FormProof, type PublicFormLimit } from '../security/public-form-guard.ts';

/**
 * Sends from one address per form in each window: plenty for a person, a wall for a script; and
 * acknowledgements of one form to one email address, whoever sends them.
 */
export const INQUIRY_FORM_LIMIT: PublicFormLimit = { perWindow: 6, windowSeconds: 600, perRecipient: 3 };

/** The form's name for the rate limit and reCAPTCHA (the page's `<FormProof action>` says the same). */
export const INQUIRY_FORM_NAMES: Readonly<Record<InquiryKind, string>> = {
  contact: 'contact',
  wholesale: 'wholesale',
  press: 'media_access',
  tour: 'grow_facility_tour',
};

export interface NewInquiry {
  kind: InquiryKind;
  submissionKey: string;
  proof: FormProof;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  details: Record<string, unknown>;
}

export interface SubmitOptions {
  clientAddress: string;
  now: Date;
  fetchImpl?: typeof fetch;
  /** The kind's own rows, in the same transaction (a tour booking takes its places); a refusal rolls everything back. */
  afterInsert?: (tx: Queryable, inquiryId: string) => Promise<void>;
  /** The acknowledgement email, queued in the same transaction. */
  acknowledge: (tx: Queryable, receipt: InquiryReceipt) => Promise<void>;
}

/**
 * Stores what a public form sent, once. The submission key's hash is unique: a repeat (a double
 * click, a reload of the answer, twenty at once) finds the first submission and answers its
 * thank-you without being counted again. A new submission passes the public form guard twice:
 * the honeypot and reCAPTCHA before anything is written (no transaction waits on Google), then the
 * rate limit inside the transaction that claims the key, so only submissions that are stored
 * count, and a refused one leaves neither the inquiry nor its count behind.
 */
export async function submitInquiry(
  db: Database,
  config: Pick<RuntimeConfig, 'recaptchaSecretKey'>,
  inquiry: NewInquiry,
  { clientAddress, now, fetchImpl, afterInsert, acknowledge }: SubmitOptions,
): Promise<InquiryReceipt> {
  const keyHash = hashSecretToken(inquiry.submissionKey).toString('hex');
  const form = INQUIRY_FORM_NAMES[inquiry.kind];
  const earlier = await receiptForKey(db, keyHash);
  if (earlier) return earlier;
  await admitPublicForm(db, config, {
    form,
    proof: inquiry.proof,
    clientAddress,
    now,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return db.transaction(async (tx) => {
    const [inserted] = await tx.query<{ id: string }>(
      `insert into inquiries (kind, name, email, phone, message, details, submission_key_hash, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $8)
       on conflict (submission_key_hash) do nothing
       returning id`,
      [
        inquiry.kind,
        inquiry.name,
        inquiry.email,
        inquiry.phone,
        inquiry.message,
        JSON.stringify(inquiry.details),
        keyHash,
        now,
      ],
    );
    // Another request with the same key got there first (it waited for that one to commit).
    if (!inserted) return (await receiptForKey(tx, keyHash))!;
    await admitPublicForm(
      tx,
      {},
      {
        form,
        proof: inquiry.proof,
        clientAddress,
        limit: INQUIRY_FORM_LIMIT,
        recipient: inquiry.email,
        now,
      },
    );
    await afterInsert?.(tx, inserted.id);
    const receipt = (await receiptForKey(tx, keyHash))!;
    await acknowledge(tx, receipt);
    return receipt;
  });
}

async function receiptForKey(db: Queryable, keyHash: string): Promise<InquiryReceipt | null> {
  const [row] = await db.query<{
    id: string;
    kind: InquiryKind;
    name: string;
    email: string;
    starts_at: Date | null;
    duration_minutes: number | null;
    party_size: number | null;
  }>(
    `select i.id, i.kind, i.name, i.email, s.starts_at, s.duration_minutes, b.party_size
       from inquiries i
       left join tour_bookings b on b.inquiry_id = i.id
       left join tour_slots s on s.id = b.slot_id
      where i.submission_key_hash = $1`,
    [keyHash],
  );
  if (!row) return null;
  return {
    kind: row.kind,
    reference: inquiryReference(row.kind, row.id),
    name: row.name,
    email: row.email,
    tour:
      row.starts_at && row.duration_minutes !== null && row.party_size !== null
        ? { startsAt: row.starts_at.toISOString(), durationMinutes: row.duration_minutes, partySize: row.party_size }
        : null,
  };
}
