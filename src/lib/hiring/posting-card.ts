import type { ContentDate } from '../content/content-dates.ts';

/** A posting as the jobs list and a posting page show it, in the words and dates people read. */
export interface PostingCard {
  slug: string;
  path: string;
  title: string;
  /** "Full-time" */
  type: string;
  department: string;
  summary: string;
  /** "$17–$21 an hour"; '' when the posting gives no pay. */
  pay: string;
  /** The town, or the place the posting names. */
  location: string;
  posted: ContentDate;
  closes: ContentDate | null;
}
