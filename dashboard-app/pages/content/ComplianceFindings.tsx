import type { CheckedField, PageFinding } from '#lib/content/content-compliance.ts';
import { Button } from '../../ui/Button.tsx';

/** The ids of the checked fields, so a finding's "Show" can select its words. */
export const FIELD_IDS: Readonly<Record<CheckedField, string>> = {
  title: 'content-title',
  summary: 'content-summary',
  body: 'content-body',
};

/** The id of the input a finding's field is typed in: a page's fields, or a block's (`blocks.2.headline` is `blocks-2-headline`). */
export function fieldInputId(field: string): string {
  return (FIELD_IDS as Readonly<Record<string, string>>)[field] ?? field.replaceAll('.', '-');
}

/** Selects the finding's words in its field and scrolls them into view, with the keyboard's focus there. */
function show(finding: PageFinding) {
  const field = document.getElementById(fieldInputId(finding.field));
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.focus();
  field.setSelectionRange(finding.start, finding.end);
  // A textarea scrolls to the selection only on some engines: put the selected line near the top.
  if (field instanceof HTMLTextAreaElement) {
    const lines = field.value.slice(0, finding.start).split('\n').length - 1;
    const lineHeight = parseFloat(getComputedStyle(field).lineHeight) || 20;
    field.scrollTop = Math.max(0, lines * lineHeight - lineHeight * 2);
  }
}

/**
 * The advertising compliance findings of the draft as it is now: the rule's citation and what to
 * say instead; "Show" selects the words in their field. Block findings stop publishing unless an
 * override reason is given; review findings only warn.
 */
export function ComplianceFindings({ findings }: { findings: readonly PageFinding[] }) {
  const blocks = findings.filter((finding) => finding.severity === 'block').length;
  return (
    <section aria-labelledby="compliance-heading">
      <h3 id="compliance-heading" className="text-lg font-bold text-brand-900">
        Advertising rules
      </h3>
      <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {findings.length === 0
          ? 'Nothing found: the draft reads within Michigan’s advertising rules.'
          : `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}, ${blocks} that ${blocks === 1 ? 'stops' : 'stop'} publishing.`}
      </p>
      {findings.length > 0 && (
        <ol className="mt-3 flex flex-col gap-3" data-testid="compliance-findings">
          {findings.map((finding) => (
            <li
              key={`${finding.field}:${finding.id}`}
              className={`rounded-lg border-2 p-3 ${finding.severity === 'block' ? 'border-danger' : 'border-ink/20'}`}
            >
              <ComplianceFindingText
                finding={finding}
                verdict={finding.severity === 'block' ? 'Stops publishing' : 'Review'}
              />
              <Button tone="secondary" className="mt-2 text-sm" onClick={() => show(finding)}>
                Show in the {finding.label.toLowerCase()}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * One finding as staff read it: a verdict, the rule's title and citation, the words found in their
 * field, and what the rule asks. The editor lists them with "Show"; a review's page lists them as they are.
 */
export function ComplianceFindingText({ finding, verdict }: { finding: PageFinding; verdict: string }) {
  return (
    <>
      <p className="font-semibold">
        <span className={finding.severity === 'block' ? 'text-danger' : 'text-ink'}>{verdict}</span>
        {' · '}
        {finding.title} · {finding.citation}
      </p>
      <p className="mt-1 text-sm">
        {finding.label}: “<mark className="bg-accent/30 text-ink">{finding.excerpt}</mark>”
      </p>
      <p className="mt-1 text-sm text-ink-muted">{finding.message}</p>
    </>
  );
}
