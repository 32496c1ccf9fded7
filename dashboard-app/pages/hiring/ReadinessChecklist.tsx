import type { PostingReadiness } from '#lib/hiring/posting-readiness.ts';

/**
 * What Google's job search asks of the posting, as it is typed: each property with a mark and a
 * word (never the colour alone), what is there or how to give what is missing.
 */
export function ReadinessChecklist({ readiness }: { readiness: PostingReadiness }) {
  const missing = readiness.items.filter((item) => !item.ok);
  const blocking = missing.filter((item) => item.blocks).length;
  return (
    <section aria-labelledby="readiness-heading">
      <h3 id="readiness-heading" className="text-lg font-bold text-brand-900">
        Job search
      </h3>
      <p className="mt-1 text-sm text-ink-muted" aria-live="polite" data-testid="readiness-summary">
        {readiness.complete
          ? 'Ready: the posting has everything Google’s job search asks for.'
          : `${missing.length} ${missing.length === 1 ? 'thing' : 'things'} missing, ${blocking} that ${blocking === 1 ? 'stops' : 'stop'} publishing.`}
      </p>
      <ul className="mt-3 flex flex-col gap-2" data-testid="readiness-items">
        {readiness.items.map((item) => (
          <li
            key={item.property}
            data-property={item.property}
            data-ok={item.ok}
            className={`rounded-lg border-2 p-2 text-sm ${item.ok ? 'border-ink/10' : item.blocks ? 'border-danger' : 'border-accent'}`}
          >
            <p className="font-semibold">
              <span aria-hidden="true" className={item.ok ? 'text-brand-700' : 'text-danger'}>
                {item.ok ? '✓ ' : '✗ '}
              </span>
              {item.label}
              <span className="font-normal text-ink-muted">
                {' '}
                ({item.ok ? 'done' : item.required || item.blocks ? 'required' : 'recommended'})
              </span>
            </p>
            <p className="mt-0.5">{item.says}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
