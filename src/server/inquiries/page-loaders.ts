import type { Queryable } from '../db/database.ts';
import { newSecretToken } from '../auth/secret-token.ts';
import { listOpenTourSlots, type OpenTourSlot } from './tour-slots.ts';

/**
 * What the form pages need when they render: a fresh submission key for the form's hidden field
 * (so a repeated submit of this rendering is recognised), and for the tour the open slots.
 */
export interface InquiryFormPage {
  submissionKey: string;
}

export function loadInquiryFormPage(): InquiryFormPage {
  return { submissionKey: newSecretToken() };
}

export interface TourBookingPage extends InquiryFormPage {
  slots: OpenTourSlot[];
}

export async function loadTourBookingPage(db: Queryable, now: Date): Promise<TourBookingPage> {
  return { submissionKey: newSecretToken(), slots: await listOpenTourSlots(db, now) };
}
