/** A content page's dates as readers see them, on the store's calendar. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
    formatters.set(timeZone, found);
  }
  return found;
}

export interface ContentDate {
  /** For `<time datetime>`: the instant, ISO 8601. */
  iso: string;
  /** "March 2, 2026" */
  text: string;
}

/** One instant as a day of the store's calendar. */
export const contentDate = (instant: Date, timeZone: string): ContentDate => ({
  iso: instant.toISOString(),
  text: formatter(timeZone).format(instant),
});

/** When a page came out and, if on a later day of the store's calendar, when it last changed. */
export function contentDates(
  publishedAt: Date,
  updatedAt: Date,
  timeZone: string,
): { published: ContentDate; updated: ContentDate | null } {
  const published = contentDate(publishedAt, timeZone);
  const updated = contentDate(updatedAt, timeZone);
  return { published, updated: updatedAt > publishedAt && updated.text !== published.text ? updated : null };
}
