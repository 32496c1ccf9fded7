import { useDeferredValue, useEffect, useMemo, useState, type FormEvent } from 'react';
import { postingPath, type JobPostingInput, type PostingFormContext } from '#lib/hiring/job-postings.ts';
import { checkPostingCompliance } from '#lib/hiring/posting-compliance.ts';
import { checkPostingReadiness } from '#lib/hiring/posting-readiness.ts';
import { slugify } from '#lib/slug.ts';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type JobPostingStatus } from '#lib/vocabulary/jobs.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { ComplianceOverride, overrideReasonOf } from '../../ui/ComplianceOverride.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ComplianceFindings } from '../content/ComplianceFindings.tsx';
import { inputOf, readinessInput, type PostingFormValues } from './posting-form-values.ts';
import { ReadinessChecklist } from './ReadinessChecklist.tsx';

/** What the form shows of a save on its way or refused. */
export interface FormAction {
  busy: boolean;
  problem: string | null;
  notice: string | null;
  fields: Record<string, string>;
  refusal: { body: unknown } | null;
  refuse(fields: Record<string, string>, problem?: string | null): void;
}

export interface PostingFormProps {
  context: PostingFormContext;
  initial: PostingFormValues;
  /** The posting as stored (a new one is a draft, never posted). */
  status: JobPostingStatus;
  postedAt: string | null;
  action: FormAction;
  submitLabel: string;
  onSave: (input: JobPostingInput) => void;
  /** Told whether the form holds changes not yet saved. */
  onEdited?: (edited: boolean) => void;
}

/**
 * A posting's fields, checked as they are typed: what Google's job search still lacks and what
 * Michigan's advertising rules find in the title, summary and description (the content editor's
 * findings list, whose "Show" selects the words). An open posting's save is public at once, so the
 * server checks it like a publish; block findings then need a recorded reason.
 */
export function PostingForm({
  context,
  initial,
  status,
  postedAt,
  action,
  submitLabel,
  onSave,
  onEdited,
}: PostingFormProps) {
  const [values, setValues] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(initial.slug !== '');
  const [overrideReason, setOverrideReason] = useState('');
  const checked = useDeferredValue(values);
  const findings = useMemo(
    () => checkPostingCompliance(checked, { medicalOnlyProductNames: context.medicalOnlyProductNames }),
    [checked, context.medicalOnlyProductNames],
  );
  const readiness = checkPostingReadiness(
    readinessInput(checked, { status, postedAt, timeZone: context.timeZone }, context.storeFacts),
    { now: new Date(), timeZone: context.timeZone },
  );

  const edited = JSON.stringify(values) !== JSON.stringify(initial);
  useEffect(() => onEdited?.(edited), [edited, onEdited]);

  function set<K extends keyof PostingFormValues>(name: K, value: PostingFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A new posting's address follows its title until it is typed itself.
      if (name === 'title' && !slugEdited && postedAt === null) next.slug = slugify(String(value), 80);
      return next;
    });
  }
  const text = (name: Exclude<keyof PostingFormValues, 'employmentType' | 'payUnit'>) => ({
    name,
    value: values[name],
    error: action.fields[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inputOf(values);
    if (!parsed.ok) return action.refuse(parsed.fields);
    onSave({ ...parsed.input, overrideReason: overrideReasonOf(overrideReason) });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="posting-form-heading"
        className="flex flex-col gap-4 rounded-xl border border-ink/10 bg-surface p-4 md:p-6"
      >
        <h2 id="posting-form-heading" className="text-xl font-bold text-brand-900">
          The posting
        </h2>
        <TextField label="Title" id="posting-title" required maxLength={120} {...text('title')} />
        <TextField
          label="Web address name"
          required
          maxLength={80}
          disabled={postedAt !== null}
          hint={
            postedAt !== null
              ? `A posting that has been out keeps its address: ${postingPath(values.slug)}`
              : `The posting will be at ${postingPath(values.slug || 'web-address-name')}`
          }
          {...text('slug')}
          onChange={(event) => {
            setSlugEdited(true);
            set('slug', event.target.value);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Type of work"
            name="employmentType"
            value={values.employmentType}
            error={action.fields.employmentType}
            onChange={(event) => set('employmentType', event.target.value as PostingFormValues['employmentType'])}
            options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }))}
          />
          <TextField label="Department" maxLength={80} hint="E.g. Sales floor, Grow" {...text('department')} />
        </div>
        <TextAreaField
          label="Summary"
          id="posting-summary"
          rows={2}
          maxLength={300}
          hint={`One or two sentences for the list of jobs (${values.summary.length} of 300 characters).`}
          {...text('summary')}
        />
        <TextAreaField
          label="Description"
          id="posting-description"
          rows={12}
          maxLength={20000}
          required
          hint="Markdown: ## for a heading, - for a list item, **bold**. The work, the hours, who you are looking for."
          {...text('description')}
        />
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-1 font-semibold">Pay</legend>
          <TextField
            label="From ($)"
            inputMode="decimal"
            hint="E.g. 17.50"
            {...text('payMin')}
            error={action.fields.payMinCents}
          />
          <TextField
            label="To ($)"
            inputMode="decimal"
            hint="Blank for one figure"
            {...text('payMax')}
            error={action.fields.payMaxCents}
          />
          <SelectField
            label="Rate"
            name="payUnit"
            value={values.payUnit}
            error={action.fields.payUnit}
            onChange={(event) => set('payUnit', event.target.value as PostingFormValues['payUnit'])}
            options={[
              { value: 'hour', label: 'An hour' },
              { value: 'year', label: 'A year' },
            ]}
          />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Place of work"
            maxLength={200}
            hint="Blank for the store’s own address"
            {...text('locationName')}
          />
          <TextField
            label="Applications close on"
            type="date"
            hint={`The end of that day, store time (${context.timeZone})`}
            {...text('closesOn')}
          />
        </div>
        {action.problem && <ActionMessage action={action} />}
        {action.notice && !action.problem && <ActionMessage action={action} />}
        <ComplianceOverride
          subject="posting"
          action={action}
          reason={overrideReason}
          onReasonChange={setOverrideReason}
        />
        <div>
          <Button type="submit" busy={action.busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
      <aside aria-label="Checks" className="flex flex-col gap-6 rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
        <ReadinessChecklist readiness={readiness} />
        <ComplianceFindings findings={findings} />
      </aside>
    </div>
  );
}
