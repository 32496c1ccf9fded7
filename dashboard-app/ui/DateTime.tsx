const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as staff read it ("Nov 21, 2026, 2:05 PM"), machine-readable in `dateTime`. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{FORMAT.format(new Date(iso))}</time>;
}
