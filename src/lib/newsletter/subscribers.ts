import { z } from 'zod';
import type { ComplianceFinding } from '../compliance/check-compliance.ts';
import { listPageField } from '../staff/list-page.ts';
import type { ConsentChannel, ConsentPurpose, ConsentSource, ConsentStatus } from '../vocabulary/consent.ts';

/** What the subscribers page (`/dashboard/inbox/subscribers`) reads and sends. */

export const SubscribersQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional().default(''),
  page: listPageField,
});
export type SubscribersQuery = z.output<typeof SubscribersQuery>;

/** One person on one channel: an email address or a phone number, with each purpose's state. */
export interface SubscriberSummary {
  channel: ConsentChannel;
  address: string;
  /** The other address given with it (the email beside a phone number). */
  companionAddress: string | null;
  states: Partial<Record<ConsentPurpose, ConsentStatus>>;
  changedAt: string;
}

export interface SubscriberList {
  subscribers: SubscriberSummary[];
  total: number;
  page: number;
  pageCount: number;
  /** Confirmed email subscribers of the newsletter: who an issue goes to. */
  confirmedEmailCount: number;
}

export const SubscriberQuery = z.object({
  address: z.string().trim().min(3, 'Name an email address or phone number.').max(254),
});

export interface ConsentHistoryEntry {
  id: string;
  channel: ConsentChannel;
  address: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
  source: ConsentSource;
  disclosureKey: string;
  disclosureVersion: number;
  disclosureText: string;
  clientAddress: string | null;
  occurredAt: string;
}

/** A person's page: every change of their consents, and the messages the store queued for them. */
export interface SubscriberDetail {
  address: string;
  history: ConsentHistoryEntry[];
  messages: {
    id: string;
    subject: string;
    text: string;
    template: string;
    createdAt: string;
    sentAt: string | null;
    /** A text delivery gave up, and why (emails show theirs on the outbox page). */
    failedAt?: string | null;
    failure?: string | null;
  }[];
}

/** A newsletter issue as an admin writes it. */
export const NewsletterIssueInput = z.object({
  subject: z.string().trim().min(1, 'Write a subject.').max(150, 'A subject is at most 150 characters.'),
  body: z.string().trim().min(1, 'Write the issue.').max(20_000, 'An issue is at most 20,000 characters.'),
});
export type NewsletterIssueInput = z.output<typeof NewsletterIssueInput>;

/** The advertising rules' findings for an issue, by field. */
export interface IssueFinding extends ComplianceFinding {
  field: 'subject' | 'body';
}

export interface IssueCheck {
  findings: IssueFinding[];
  /** The warnings every issue ends with (the rule set's required warnings). */
  warnings: string[];
  recipients: number;
}
