/** A short guide to what the text field understands, including the two paragraphs filled from the settings. */
export function MarkdownHelp() {
  return (
    <details className="rounded-lg border border-ink/15 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-900">Writing help (Markdown)</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt>
          <code>## Heading</code>
        </dt>
        <dd>
          A section heading (<code>###</code> for a smaller one). The title is the page’s main heading already.
        </dd>
        <dt>
          <code>**bold**</code>, <code>*italic*</code>
        </dt>
        <dd>Emphasis.</dd>
        <dt>
          <code>[flower](/category/flower)</code>
        </dt>
        <dd>
          A link: to a page of the store by its address (<code>/products/…</code>, <code>/learn/…</code>), to another
          site with <code>https://</code>, or <code>mailto:</code>/<code>tel:</code>.
        </dd>
        <dt>
          <code>- item</code>, <code>1. item</code>
        </dt>
        <dd>Lists.</dd>
        <dt>
          <code>![description](/media/…)</code>
        </dt>
        <dd>A picture from the media library, described for readers who cannot see it.</dd>
        <dt>
          <code>::purchase-limits</code>
        </dt>
        <dd>
          Alone in its paragraph: the store’s purchase limits as a table, from the settings, so the page never states a
          number the settings contradict.
        </dd>
        <dt>
          <code>::referral-rewards</code>
        </dt>
        <dd>Alone in its paragraph: the referral program’s terms and figures, from the settings.</dd>
      </dl>
      <p className="mt-3 text-ink-muted">HTML is not shown on the page.</p>
    </details>
  );
}
