/** The cookie that remembers the age gate's answer (the spec's 400-day cookie lifetime). */
export const AGE_COOKIE = 'age_verified';
export const AGE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export type AgeAnswer = 'adult' | 'medical';

/** Adult-use shoppers are 21+; registered medical patients may be 18+. */
export function parseAgeAnswer(value: string | undefined | null): AgeAnswer | null {
  return value === 'adult' || value === 'medical' ? value : null;
}

const SAME_SITE = 'https://same-site.invalid';

/** The same page with `?age=under`, which keeps the gate up with its apology. */
export function withUnderAgeMarker(path: string): string {
  const url = new URL(path, SAME_SITE);
  url.searchParams.set('age', 'under');
  return `${url.pathname}${url.search}${url.hash}`;
}
