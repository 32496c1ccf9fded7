import { inquiryReference } from '#lib/inquiries/inquiry-forms.ts';
import { recordAudit, type AuditActor } from '../dashboard/audit-log.ts';
import { limitStaffEmail } from '../dashboard/staff-email-limit.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import { emailLink, queueEmail, greeting } from '../mail/index.ts';
import { listMedia } from '../media/index.ts';
import { createSignedToken, readSignedToken } from '../security/signed-token.ts';
import { getStoreSettings } from '../settings/index.ts';
import { lockInquiry } from './admin/inbox.ts';

/**
 * Press access: an admin approves a press request in the inbox and the requester gets a signed
 * link (purpose `media-kit`, 14 days) to `/media-access/kit/{token}`, a page of the media
 * library's images and the store's facts. The link names the request, so it opens only while the
 * request is an approved press request.
 */
export const MEDIA_KIT_PURPOSE = 'media-kit';
export const MEDIA_KIT_DAYS = 14;

export async function approvePressRequest(
  db: Database,
  actor: AuditActor,
  id: string,
  { now, origin }: { now: Date; origin: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInquiry(tx, id);
    if (row.kind !== 'press') throw new Refusal(409, 'Only press requests get a media kit link.');
    await limitStaffEmail(tx, actor, row.email);
    const { token, expiresAt } = await createSignedToken(tx, MEDIA_KIT_PURPOSE, id, {
      now,
      validForSeconds: MEDIA_KIT_DAYS * 24 * 60 * 60,
    });
    const [before] = await tx.query<{ link_expires_at: Date }>(
      'select link_expires_at from press_approvals where inquiry_id = $1',
      [id],
    );
    await tx.query(
      `insert into press_approvals (inquiry_id, approved_by, approved_by_email, approved_at, link_expires_at)
       values ($1, $2, $3, $4, $5)
       on conflict (inquiry_id) do update set approved_by = excluded.approved_by, approved_by_email = excluded.approved_by_email,
         approved_at = excluded.approved_at, link_expires_at = excluded.link_expires_at`,
      [id, actor.id, actor.email, now, expiresAt],
    );
    const store = await getStoreSettings(tx);
    const reference = inquiryReference(row.kind, row.id);
    const until = expiresAt.toLocaleDateString('en-US', { timeZone: store.timeZone, dateStyle: 'long' });
    await queueEmail(tx, {
      to: row.email,
      subject: `Your media kit from ${store.name}`,
      template: 'press_media_kit',
      text: [
        greeting(row.name),
        `Your press request (${reference}) is approved. Our media kit — photos with their descriptions and the store's facts — is at this private link until ${until}:`,
        emailLink(origin, `/media-access/kit/${token}`),
        'Please do not share the link. If it has expired, send a new request on our website.',
        `${store.name}\n${store.address.singleLine}\n${store.phone} · ${store.email}`,
      ].join('\n\n'),
    });
    await tx.query(`update inquiries set status = 'answered', updated_at = $2 where id = $1`, [id, now]);
    await recordAudit(tx, actor, {
      entityType: 'inquiry',
      entityId: id,
      action: before ? 'press_link_renewed' : 'press_approved',
      summary: `${before ? 'Sent a new media kit link' : 'Approved the press request'} for ${row.email} (${reference}), open until ${expiresAt.toISOString()}`,
      before: before
        ? { linkExpiresAt: before.link_expires_at.toISOString(), status: row.status }
        : { status: row.status },
      after: { linkExpiresAt: expiresAt.toISOString(), status: 'answered' },
    });
  });
}

export interface MediaKitImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  srcset: string;
}

export type MediaKitPage =
  { open: true; outlet: string; name: string; expiresAt: string; images: MediaKitImage[] } | { open: false };

/** What the media-kit page shows for a token: the library's images, or closed (forged, expired, not approved). */
export async function loadMediaKitPage(db: Queryable, token: string, now: Date): Promise<MediaKitPage> {
  const signed = await readSignedToken(db, MEDIA_KIT_PURPOSE, token, now);
  if (!signed) return { open: false };
  const [request] = await db.query<{ name: string; outlet: string }>(
    `select i.name, coalesce(i.details ->> 'outlet', '') as outlet
       from inquiries i join press_approvals a on a.inquiry_id = i.id
      where i.id::text = $1 and i.kind = 'press'`,
    [signed.subject],
  );
  if (!request) return { open: false };
  const media = await listMedia(db, { limit: 60 });
  return {
    open: true,
    name: request.name,
    outlet: request.outlet,
    expiresAt: signed.expiresAt.toISOString(),
    images: media.map((item) => ({
      url: item.url,
      alt: item.alt,
      width: item.width,
      height: item.height,
      srcset: item.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    })),
  };
}
