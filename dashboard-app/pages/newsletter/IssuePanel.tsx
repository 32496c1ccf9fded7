import { useState, type FormEvent } from 'react';
import type { PageFinding } from '#lib/content/content-compliance.ts';
import type { IssueCheck } from '#lib/newsletter/subscribers.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAction } from '../../writes/use-action.ts';
import { ComplianceFindings, FIELD_IDS } from '../content/ComplianceFindings.tsx';
import type { issueAction } from './actions.ts';

const LABELS = { subject: 'Subject', body: 'Text' } as const;

/** The findings as the content editor's list shows them ("Show" selects the words in their field: `subject`, or the body's `content-body`). */
function asPageFindings(check: IssueCheck): PageFinding[] {
  return check.findings.map((finding) => ({ ...finding, label: LABELS[finding.field] }));
}

/**
 * Writing and sending an issue: "Check" runs Michigan's advertising rules over it (the issue
 * ends with the required warnings, shown here); "Send" goes only after a check of the same words
 * found nothing that stops it, and the server checks again.
 */
export function IssuePanel({ recipients }: { recipients: number }) {
  const [issue, setIssue] = useState({ subject: '', body: '' });
  const [checked, setChecked] = useState<{ for: string; check: IssueCheck } | null>(null);
  const key = `${issue.subject}\n${issue.body}`;
  const current = checked?.for === key ? checked.check : null;
  const blocked = current?.findings.some((finding) => finding.severity === 'block') ?? false;
  const action = useAction<typeof issueAction>({
    onDone: (done, sent) => {
      if (done.intent === 'check' && sent.intent === 'check') {
        setChecked({ for: `${sent.input.subject}\n${sent.input.body}`, check: done.value });
      }
      if (done.intent === 'send') {
        setIssue({ subject: '', body: '' });
        setChecked(null);
      }
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'send' ? 'send' : 'check';
    if (intent === 'send') {
      action.send('send', issue, {
        done: (value) => `Sent to ${value.recipients} ${value.recipients === 1 ? 'subscriber' : 'subscribers'}.`,
      });
    } else {
      action.send('check', issue, { revalidate: false });
    }
  }

  return (
    <section aria-labelledby="issue-title" className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id="issue-title" className="text-xl font-bold text-brand-900">
        Send an issue
      </h2>
      <p className="mt-1 text-ink-muted">
        To {recipients} confirmed email {recipients === 1 ? 'subscriber' : 'subscribers'}, each with their own
        unsubscribe link. Check the words against Michigan’s advertising rules first.
      </p>
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={submit} aria-labelledby="issue-title">
        {action.problem && <Alert tone="error">{action.problem}</Alert>}
        {action.notice && <Alert tone="success">{action.notice}</Alert>}
        <TextField
          label="Subject"
          id="subject"
          name="subject"
          required
          maxLength={150}
          value={issue.subject}
          onChange={(event) => setIssue({ ...issue, subject: event.target.value })}
          error={action.fields.subject}
        />
        <TextAreaField
          label="Text"
          id={FIELD_IDS.body}
          name="body"
          rows={10}
          required
          maxLength={20_000}
          value={issue.body}
          onChange={(event) => setIssue({ ...issue, body: event.target.value })}
          error={action.fields.body}
        />
        {current && (
          <>
            <ComplianceFindings findings={asPageFindings(current)} />
            <details>
              <summary className="cursor-pointer font-semibold text-brand-800">
                The warnings every issue ends with
              </summary>
              <ul className="mt-2 flex list-disc flex-col gap-1 pl-6 text-sm">
                {current.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </details>
          </>
        )}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            name="intent"
            value="check"
            tone="secondary"
            busy={action.busy && action.sent?.intent === 'check'}
          >
            Check the rules
          </Button>
          <Button
            type="submit"
            name="intent"
            value="send"
            busy={action.busy && action.sent?.intent === 'send'}
            disabled={!current || blocked}
          >
            Send to {recipients} {recipients === 1 ? 'subscriber' : 'subscribers'}
          </Button>
        </div>
        {!current && (
          <p className="text-sm text-ink-muted">Sending opens once the words as they are now were checked.</p>
        )}
        {blocked && (
          <p className="font-semibold text-danger">Change the words marked “Stops publishing” before sending.</p>
        )}
      </form>
    </section>
  );
}
