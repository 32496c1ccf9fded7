import { createHash, randomUUID } from 'node:crypto';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import { limitRequest, type RequestLimit } from '../http/rate-limit.ts';
import type { MediaStore } from '../media/index.ts';
import { admitPublicForm, type FormProof } from '../security/public-form-guard.ts';
import type { StoreSettings } from '../settings/index.ts';
import { queueApplicationReceived } from './application-emails.ts';
import { findPosting } from './postings.ts';
import { judgeResume } from './resume-check.ts';
import { discardResumes, newResumePath, storeResume } from './resume-files.ts';

/**
 * Applying for a job from its page. Every submission passes the public form guard first (form
 * `job-application`), then the résumé is judged by its content; a refusal stores nothing. Each
 * application is a new one, even from an email that applied to the posting before: nobody proves
 * they own an address by typing it, so a submission never changes or deletes an application
 * already made (its owner withdraws one from their emailed link). The browser's idempotency key
 * makes a repeated submit (a double click, a retried post) find the application it already made
 * instead of writing again.
 */

export const APPLICATION_FORM = 'job-application';

/** Applications from one address: enough for a household applying to a few postings, not a flood. */
export const APPLICATION_LIMIT = { perWindow: 10, windowSeconds: 3600 };
/**
 * Confirmations of stored applications one email address gets in an hour, whoever applies with
 * it: counted with the application, so a refused upload does not use them up.
 */
export const APPLICATION_EMAILS_LIMIT: RequestLimit = { windowSeconds: 3600, perClient: 10, perRecipient: 10 };

export interface ApplicationInput {
  slug: string;
  name: string;
  /** Lower-case and trimmed (the schema's email field does it). */
  email: string;
  phone: string;
  coverLetter: string;
  resume: { bytes: Uint8Array; fileName: string };
  /** The key the page's script made for this filling-in of the form; '' without JavaScript. */
  idempotencyKey: string;
  proof: FormProof;
}

export interface ApplyContext {
  db: Database;
  config: Pick<RuntimeConfig, 'recaptchaSecretKey'>;
  files: MediaStore;
  settings: Pick<StoreSettings, 'name' | 'phone' | 'jobApplicationRetentionDays'>;
  /** Where the confirmation email's status link points. */
  origin: string;
  clientAddress: string;
  now: Date;
  fetchImpl?: typeof fetch;
}

export interface ApplicationOutcome {
  applicationId: string;
  /** The same submission again: nothing was written. */
  repeated: boolean;
}

function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A file name to show staff: no folders, no control characters, at most 200 characters. */
function cleanFileName(name: string, type: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return (base || `resume.${type}`).slice(-200);
}

async function lock(tx: Queryable, text: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [text]);
}

export async function applyForJob(context: ApplyContext, input: ApplicationInput): Promise<ApplicationOutcome> {
  const { db, files, now } = context;
  await admitPublicForm(db, context.config, {
    form: APPLICATION_FORM,
    proof: input.proof,
    clientAddress: context.clientAddress,
    limit: APPLICATION_LIMIT,
    now,
    fetchImpl: context.fetchImpl,
  });
  const type = judgeResume(input.resume.bytes);
  const found = await findPosting(db, input.slug, now);
  if (!found) throw new Refusal(404, 'There is no job posting here.');
  if (found.state !== 'open') throw new Refusal(410, 'This job is no longer taking applications.');
  const { posting } = found;
  const hash = keyHash(input.idempotencyKey || randomUUID());
  const path = newResumePath(posting.id, type);
  let stored = false;

  try {
    const outcome = await db.transaction(async (tx) => {
      await lock(tx, `job-application:${hash}`);
      const [earlier] = await tx.query<{ id: string; posting_id: string; email: string }>(
        'select id, posting_id, email from job_applications where idempotency_key = $1',
        [hash],
      );
      if (earlier) {
        if (earlier.posting_id !== posting.id || earlier.email !== input.email) {
          throw new Refusal(409, 'This form was already sent. Reload the page and send your application again.');
        }
        return { applicationId: earlier.id, repeated: true };
      }
      await limitRequest(
        tx,
        'job-application',
        APPLICATION_EMAILS_LIMIT,
        { clientAddress: context.clientAddress, recipient: input.email, now },
        { client: 'Too many applications from here.', recipient: 'We already sent several emails to this address.' },
      );
      await storeResume(files, path, input.resume.bytes, type);
      stored = true;
      const [row] = await tx.query<{ id: string }>(
        `insert into job_applications
           (name, phone, cover_letter, attested_21_at, consented_to_keep_at, resume_key, resume_file_name,
            resume_type, resume_bytes, idempotency_key, posting_id, email, created_at, updated_at)
         values ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11, $4, $4)
         returning id`,
        [
          input.name,
          input.phone,
          input.coverLetter,
          now,
          path,
          cleanFileName(input.resume.fileName, type),
          type,
          input.resume.bytes.byteLength,
          hash,
          posting.id,
          input.email,
        ],
      );
      const applicationId = row!.id;
      await queueApplicationReceived(tx, context, {
        applicationId,
        to: input.email,
        name: input.name,
        postingTitle: posting.title,
      });
      return { applicationId, repeated: false };
    });
    return outcome;
  } catch (error) {
    if (stored) await discardResumes(files, [path]);
    throw error;
  }
}
