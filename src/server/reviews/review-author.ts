/**
 * How a review's author is named to shoppers: a first name and the initial of the last ("Dana R."),
 * never a full name or an email address; someone with no name on file is "A customer".
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'A customer';
  const last = words.length > 1 ? words.at(-1)! : '';
  const initial = last ? ` ${last.charAt(0).toUpperCase()}.` : '';
  return `${first.charAt(0).toUpperCase()}${first.slice(1, 40)}${initial}`;
}
