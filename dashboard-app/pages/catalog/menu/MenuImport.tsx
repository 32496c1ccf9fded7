import { useState, type ChangeEvent } from 'react';
import type { ImportFieldChange, ImportPreview, ImportPreviewRow } from '#lib/catalog/menu-board.ts';
import { IMPORT_COLUMNS, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '#lib/catalog/menu-import.ts';
import { formatCents } from '#lib/money.ts';
import { refusedPreview } from '../../../api/catalog.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import type { menuBoardAction } from './actions.ts';

const FIELD_NAMES: Record<ImportFieldChange['field'], string> = {
  stock: 'Stock',
  adultUsePriceCents: 'Adult-use price',
  medicalPriceCents: 'Medical price',
  active: 'For sale',
};

function show(change: ImportFieldChange, value: ImportFieldChange['before']): string {
  if (value === null) return change.field === 'medicalPriceCents' ? 'adult-use price' : 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return change.field === 'stock' ? String(value) : formatCents(value);
}

const PROBLEM_COLUMNS: readonly Column<ImportPreview['problems'][number]>[] = [
  {
    label: 'Row',
    rowHeader: true,
    className: 'font-semibold',
    cell: (problem) => (problem.row === 0 ? 'File' : problem.row),
  },
  { label: 'Column', className: 'font-mono', cell: (problem) => problem.column ?? '' },
  { label: 'Problem', className: 'text-danger', cell: (problem) => problem.message },
];

const CHANGE_COLUMNS: readonly Column<ImportPreviewRow>[] = [
  { label: 'Row', rowHeader: true, className: 'font-semibold', cell: (row) => row.row },
  {
    label: 'Size',
    cell: (row) => (
      <>
        {row.productName}, {row.sizeLabel}
        <span className="block font-mono text-sm text-ink-muted">{row.sku}</span>
      </>
    ),
  },
  {
    label: 'Before → after',
    cell: (row) => (
      <ul>
        {row.changes.map((change) => (
          <li key={change.field}>
            {FIELD_NAMES[change.field]}: {show(change, change.before)} → {show(change, change.after)}
          </li>
        ))}
      </ul>
    ),
  },
];

/** The most preview rows drawn at once; the count above the table says how many there are. */
const SHOWN_ROWS = 500;

/**
 * The point-of-sale import: choose or paste a CSV, check it (a dry run that writes nothing), read
 * every change and every problem by row, then apply it — all rows in one go, or none.
 */
export function MenuImport() {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [checkedCsv, setCheckedCsv] = useState<string | null>(null);
  const importing = useAction<typeof menuBoardAction>({
    onDone: (done, sent) => {
      if (done.intent === 'previewImport' && sent.intent === 'previewImport') {
        setPreview(done.value);
        setCheckedCsv(sent.input.csv);
      } else {
        setPreview(null);
      }
    },
    onRefused: (refusal, sent) => {
      if (sent.intent === 'previewImport') return setPreview(null);
      // A file with problems is refused whole, with its preview: each problem by row.
      const refused = refusedPreview(refusal.body);
      if (refused) setPreview(refused);
    },
  });
  const busy = (intent: 'previewImport' | 'applyImport') => importing.busy && importing.sent?.intent === intent;

  function changeText(text: string) {
    setCsv(text);
    setPreview(null);
    importing.reset();
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    if (file.size > MAX_IMPORT_BYTES) {
      changeText('');
      importing.refuse({}, `${file.name} is larger than 1 MB. Split it into smaller files.`);
      return;
    }
    changeText(await file.text());
  }

  // A dry run writes nothing, so the board stays as it is; applying reloads it.
  const check = () => importing.send('previewImport', { csv }, { revalidate: false });
  const apply = () => {
    if (checkedCsv === null) return;
    importing.send(
      'applyImport',
      { csv: checkedCsv },
      {
        done: ({ changedRows }) =>
          `Imported: ${changedRows} ${changedRows === 1 ? 'size' : 'sizes'} changed. The store shows the new stock and prices now.`,
      },
    );
  };

  const changes = preview?.rows.filter((row) => row.changes.length > 0) ?? [];
  const canApply = preview !== null && preview.problems.length === 0 && changes.length > 0 && checkedCsv === csv;

  return (
    <section
      aria-labelledby="menu-import-heading"
      className="mt-10 rounded-xl border border-ink/10 bg-surface p-4 md:p-6"
    >
      <h2 id="menu-import-heading" className="text-xl font-bold text-brand-900">
        Import stock and prices from the point of sale
      </h2>
      <p className="mt-1 text-ink-muted">
        A CSV file with a header row, at most 1 MB and {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Check it first:
        nothing is changed until you apply it, and a file with any problem is not applied at all. Columns (in any order,
        other columns are ignored; a blank cell leaves that value as it is):
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {IMPORT_COLUMNS.map((column) => (
          <div key={column.header} className="contents">
            <dt className="font-mono font-semibold">{column.header}</dt>
            <dd className="text-ink-muted">{column.description}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-4 flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="menu-import-file" className="font-semibold">
            CSV file
          </label>
          <input
            id="menu-import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void chooseFile(event)}
            className="max-w-md"
          />
          {fileName && <p className="text-sm text-ink-muted">Read {fileName}; its text is below.</p>}
        </div>
        <TextAreaField
          label="Or paste the CSV"
          value={csv}
          rows={6}
          spellCheck={false}
          hint="e.g. sku,stock,adult_use_price"
          onChange={(event) => changeText(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button busy={busy('previewImport')} disabled={csv.trim() === ''} onClick={check}>
            Check the file
          </Button>
          {canApply && (
            <Button busy={busy('applyImport')} onClick={apply}>
              Apply {changes.length} {changes.length === 1 ? 'change' : 'changes'}
            </Button>
          )}
        </div>
        {importing.problem ? (
          <Alert tone="error">{importing.problem}</Alert>
        ) : (
          importing.notice && <Alert tone="success">{importing.notice}</Alert>
        )}
      </div>

      {preview && (
        <div className="mt-6">
          {preview.problems.length > 0 ? (
            <Alert tone="error">
              {preview.problems.length === 1 ? 'One problem' : `${preview.problems.length} problems`} in the file.
              Nothing can be applied until every row is right: fix the file and try again.
            </Alert>
          ) : (
            <Alert tone="info">
              The file reads well: {changes.length} of {preview.rows.length}{' '}
              {preview.rows.length === 1 ? 'row changes' : 'rows change'} something.
              {preview.ignoredColumns.length > 0 && ` Ignored columns: ${preview.ignoredColumns.join(', ')}.`}
            </Alert>
          )}

          {preview.problems.length > 0 && (
            <div className="mt-4">
              <DataTable
                caption="Problems"
                captionShown
                columns={PROBLEM_COLUMNS}
                rows={preview.problems}
                rowKey={(_, index) => index}
              />
            </div>
          )}

          {changes.length > 0 && (
            <div className="mt-4">
              <DataTable
                caption={
                  <>
                    Changes {preview.problems.length > 0 ? 'the good rows ask for' : 'to apply'}
                    {changes.length > SHOWN_ROWS && ` (the first ${SHOWN_ROWS} of ${changes.length})`}
                  </>
                }
                captionShown
                columns={CHANGE_COLUMNS}
                rows={changes.slice(0, SHOWN_ROWS)}
                rowKey={(row) => row.row}
              />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
