import { useId, useState, type FormEvent } from 'react';
import type { EditorBatch } from '#lib/catalog/product-editor.ts';
import { BATCH_STATUS_LABELS, BATCH_STATUSES } from '#lib/vocabulary/catalog.ts';
import { ActionMessage, NOT_SAVED } from '../../../ui/ActionMessage.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { batchText, NEW_BATCH, readBatch, type BatchText } from './batch-fields.ts';
import { useAction } from '../../../writes/use-action.ts';
import type { productEditorAction } from './actions.ts';

/** One lab-tested batch (or, without `batch`, a new one) with its lab results; a recalled or expired batch leaves the menu. */
export function BatchForm({ productId, batch }: { productId: string; batch?: EditorBatch }) {
  const [text, setText] = useState<BatchText>(() => (batch ? batchText(batch) : NEW_BATCH));
  // A batch added, the form is empty again for the next one.
  const save = useAction<typeof productEditorAction>({
    onDone: (done) => done.intent === 'addBatch' && setText(NEW_BATCH),
  });
  const headingId = useId();
  const set = (changes: Partial<BatchText>) => setText({ ...text, ...changes });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readBatch(text);
    if (!read.ok) return save.refuse(read.fields, NOT_SAVED);
    if (batch) save.send('saveBatch', { productId, batchId: batch.id, input: read.value }, { done: 'Batch saved.' });
    else save.send('addBatch', { productId, input: read.value }, { done: `Added batch ${read.value.batchNumber}.` });
  }

  function remove() {
    if (
      !batch ||
      !window.confirm(`Remove batch ${batch.batchNumber}? Mark it recalled or expired instead if it was sold.`)
    )
      return;
    save.send('removeBatch', { productId, batchId: batch.id });
  }

  const field = (
    name: Exclude<keyof BatchText, 'status' | 'terpenes'>,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      value={text[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={save.fields[name]}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="rounded-lg border border-ink/15 p-4">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {batch ? `Batch ${batch.batchNumber}` : 'Add a batch'}
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {field('batchNumber', 'Batch number', { required: true })}
        {field('labName', 'Lab', { required: true })}
        {field('testedOn', 'Tested on', { required: true, type: 'date' })}
        {field('expiresOn', 'Expires on', { type: 'date' })}
        {field('thcPercent', 'THC (%)', { inputMode: 'decimal' })}
        {field('cbdPercent', 'CBD (%)', { inputMode: 'decimal' })}
        {field('thcMg', 'THC (mg per package)', { inputMode: 'decimal' })}
        {field('cbdMg', 'CBD (mg per package)', { inputMode: 'decimal' })}
        <SelectField
          label="Status"
          value={text.status}
          onChange={(event) => set({ status: event.target.value as BatchText['status'] })}
          error={save.fields.status}
          hint="Only active batches let the product sell."
        >
          {BATCH_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BATCH_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        {field('coaUrl', 'Certificate of analysis (web address)', {
          type: 'url',
          className: 'sm:col-span-2 lg:col-span-3',
        })}
        <TextAreaField
          label="Terpenes"
          rows={3}
          value={text.terpenes}
          onChange={(event) => set({ terpenes: event.target.value })}
          error={save.fields.terpenes}
          hint="One per line, name then percent, e.g. Myrcene 0.82"
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <ActionMessage action={save} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.busy}>
            {batch ? 'Save batch' : 'Add batch'}
          </Button>
          {batch && (
            <Button tone="danger" busy={save.busy} onClick={remove}>
              Remove batch
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
