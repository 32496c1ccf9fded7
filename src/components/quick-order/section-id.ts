/** The id of a quick-order section's heading, which the category links jump to. */
export function quickOrderSectionId(slug: string): string {
  return `section-${slug}`;
}
