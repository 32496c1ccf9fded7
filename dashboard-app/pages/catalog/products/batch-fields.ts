import { parseTerpenes, terpenesText, type BatchInput, type EditorBatch } from '#lib/catalog/product-editor.ts';
import type { BatchStatus } from '#lib/vocabulary/catalog.ts';

/** A batch's fields as the form holds them, and read back into what the server takes. */
export interface BatchText {
  batchNumber: string;
  labName: string;
  testedOn: string;
  thcPercent: string;
  cbdPercent: string;
  thcMg: string;
  cbdMg: string;
  terpenes: string;
  coaUrl: string;
  status: BatchStatus;
  expiresOn: string;
}

export const NEW_BATCH: BatchText = {
  batchNumber: '',
  labName: '',
  testedOn: '',
  thcPercent: '',
  cbdPercent: '',
  thcMg: '',
  cbdMg: '',
  terpenes: '',
  coaUrl: '',
  status: 'active',
  expiresOn: '',
};

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function batchText(batch: EditorBatch): BatchText {
  return {
    batchNumber: batch.batchNumber,
    labName: batch.labName,
    testedOn: batch.testedOn,
    thcPercent: numberText(batch.thcPercent),
    cbdPercent: numberText(batch.cbdPercent),
    thcMg: numberText(batch.thcMg),
    cbdMg: numberText(batch.cbdMg),
    terpenes: terpenesText(batch.terpenes),
    coaUrl: batch.coaUrl ?? '',
    status: batch.status,
    expiresOn: batch.expiresOn ?? '',
  };
}

/** A lab number: blank is none; anything else must read as a number (the server checks its range). */
function labNumber(text: string): number | null | 'bad' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : 'bad';
}

export function readBatch(
  text: BatchText,
): { ok: true; value: BatchInput } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const numbers = {
    thcPercent: labNumber(text.thcPercent),
    cbdPercent: labNumber(text.cbdPercent),
    thcMg: labNumber(text.thcMg),
    cbdMg: labNumber(text.cbdMg),
  };
  for (const [name, value] of Object.entries(numbers))
    if (value === 'bad') fields[name] = 'Enter a number, e.g. 21.5, or leave it blank.';
  const terpenes = parseTerpenes(text.terpenes);
  if (!terpenes.ok) fields.terpenes = terpenes.message;
  if (Object.keys(fields).length > 0 || !terpenes.ok) return { ok: false, fields };
  const number = (value: number | null | 'bad') => (value === 'bad' ? null : value);
  return {
    ok: true,
    value: {
      batchNumber: text.batchNumber.trim(),
      labName: text.labName.trim(),
      testedOn: text.testedOn,
      thcPercent: number(numbers.thcPercent),
      cbdPercent: number(numbers.cbdPercent),
      thcMg: number(numbers.thcMg),
      cbdMg: number(numbers.cbdMg),
      terpenes: terpenes.value,
      coaUrl: text.coaUrl.trim() || null,
      status: text.status,
      expiresOn: text.expiresOn || null,
    },
  };
}
