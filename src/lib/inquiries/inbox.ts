import { z } from 'zod';
import { formText } from '../auth/account-fields.ts';
import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from '../vocabulary/inquiries.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';
import { listPageField } from '../staff/list-page.ts';

/** The dashboard inbox's data and what its pages send. */

export const INBOX_PAGE_SIZE = 50;

export interface InquirySummary {
  id: string;
  reference: string;
  kind: InquiryKind;
  status: InquiryStatus;
  name: string;
  email: string;
  /** The first words of the message, or the kind's headline (a business, an outlet, a tour time). */
  preview: string;
  createdAt: string;
}

export interface InboxList {
  items: InquirySummary[];
  total: number;
  page: number;
  pageCount: number;
  /** New requests of each kind, for the tabs. */
  newByKind: Record<InquiryKind, number>;
}

export interface InquiryReply {
  id: string;
  staffEmail: string;
  body: string;
  createdAt: string;
}

export interface InquiryDetail {
  inquiry: InquirySummary & {
    phone: string | null;
    message: string;
    details: Record<string, string>;
  };
  tour: {
    slotId: string;
    startsAt: string;
    durationMinutes: number;
    partySize: number;
    birthdate: string;
    reminderSentAt: string | null;
    slotCancelled: boolean;
  } | null;
  press: { approvedAt: string; approvedBy: string; linkExpiresAt: string } | null;
  replies: InquiryReply[];
  audit: AuditEntry[];
}

export interface TourBookingLine {
  inquiryId: string;
  reference: string;
  name: string;
  email: string;
  partySize: number;
  status: InquiryStatus;
}

export interface TourSlotSummary {
  id: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  placesTaken: number;
  note: string;
  cancelledAt: string | null;
  bookings: TourBookingLine[];
}

export interface TourCalendar {
  slots: TourSlotSummary[];
  timeZone: string;
}

export const InboxQuery = z.object({
  kind: z
    .enum(['all', ...INQUIRY_KINDS], { error: 'Choose a kind of request to show.' })
    .optional()
    .default('all'),
  status: z
    .enum(['open', 'all', ...INQUIRY_STATUSES], { error: 'Choose a status to show.' })
    .optional()
    .default('open'),
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional().default(''),
  page: listPageField,
});
export type InboxQuery = z.output<typeof InboxQuery>;

export const ReplyInput = z.object({
  body: formText(z.string().trim().min(1, 'Write the reply.').max(5000, 'Use at most 5,000 characters.')),
});

export const StatusInput = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: 'Choose new, answered or closed.' }),
});

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 14:30.');

export const TourSlotInput = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date like 2026-12-05.'),
  time: timeOfDay,
  durationMinutes: z
    .number({ error: 'Enter the length in minutes.' })
    .int('Enter whole minutes.')
    .min(15, 'A tour lasts at least 15 minutes.')
    .max(480, 'A tour lasts at most 8 hours.'),
  capacity: z
    .number({ error: 'Enter how many people the tour takes.' })
    .int('Enter a whole number of people.')
    .min(1, 'A tour takes at least 1 person.')
    .max(100, 'A tour takes at most 100 people.'),
  note: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
});
export type TourSlotInput = z.output<typeof TourSlotInput>;

/** The `:id` of an inbox endpoint: a request's id, or a 404 saying there is none. */
export const InquiryParams = z.object({ id: z.uuid('There is no such request in the inbox.') });
