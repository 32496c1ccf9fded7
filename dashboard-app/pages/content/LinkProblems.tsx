import type { LinkProblemView } from '#lib/content/content-editor.ts';

/** The draft's broken links and pictures, as the last save found them; publishing is refused while there are any. */
export function LinkProblems({ problems }: { problems: readonly LinkProblemView[] }) {
  return (
    <section aria-labelledby="links-heading">
      <h3 id="links-heading" className="text-lg font-bold text-brand-900">
        Links
      </h3>
      {problems.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">Every link goes to a page of the store that is there.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" data-testid="link-problems">
          {problems.map((problem, index) => (
            <li key={`${problem.href}:${index}`} className="rounded-lg border-2 border-danger p-3 text-sm">
              <code className="font-semibold break-all">{problem.href}</code>
              <span className="block">{problem.problem}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
