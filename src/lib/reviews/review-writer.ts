/**
 * Who is looking at a reviews section, as far as writing goes: nobody signed in (a link to sign
 * in), an account whose email is not confirmed yet (asked to confirm it first: reviews are their
 * author's by that address), or one that may write and edit its own review.
 */
export type ReviewWriter = 'signed-out' | 'unconfirmed' | 'confirmed';

/** The section's writer and the address whose own review it shows (only a confirmed one). */
export function reviewWriterOf(account: { email: string; emailConfirmed: boolean } | null): {
  writer: ReviewWriter;
  viewerEmail: string | null;
} {
  if (!account) return { writer: 'signed-out', viewerEmail: null };
  return account.emailConfirmed
    ? { writer: 'confirmed', viewerEmail: account.email }
    : { writer: 'unconfirmed', viewerEmail: null };
}
