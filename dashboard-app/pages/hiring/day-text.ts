const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day ('YYYY-MM-DD') as staff read it: "Dec 2, 2026". */
export function dayText(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
