import {
  MAX_DOCX_ENTRIES,
  MAX_DOCX_UNPACKED_BYTES,
  MAX_RESUME_BYTES,
  RESUME_FIELD,
  RESUME_MESSAGES,
} from '#lib/hiring/resume-rules.ts';
import { Refusal } from '../http/refusal.ts';
import { readZipDirectory } from './zip-directory.ts';

/**
 * Whether an uploaded file may be kept as a résumé, judged by its bytes alone — never by its name
 * or the type the browser declared: a PDF starts with `%PDF-`; a Word document is a ZIP whose
 * central directory lists `[Content_Types].xml` and `word/document.xml`, with at most
 * `MAX_DOCX_ENTRIES` entries that unpack to at most `MAX_DOCX_UNPACKED_BYTES` together
 * (`#lib/hiring/resume-rules.ts`). Nothing is unpacked.
 */

export type ResumeType = 'pdf' | 'docx';

export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.byteLength >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

function refuse(status: number, message: string): never {
  throw new Refusal(status, message, RESUME_FIELD);
}

/** The résumé's type, or a Refusal naming the `resume` field and saying what to do instead. */
export function judgeResume(bytes: Uint8Array): ResumeType {
  if (bytes.byteLength === 0) refuse(400, RESUME_MESSAGES.missing);
  if (bytes.byteLength > MAX_RESUME_BYTES) refuse(413, RESUME_MESSAGES.tooLarge);
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  const zip = readZipDirectory(bytes, { maxEntries: MAX_DOCX_ENTRIES });
  if (zip === 'too-many') refuse(422, RESUME_MESSAGES.unpacksTooLarge);
  if (!zip.ok) refuse(415, RESUME_MESSAGES.notAResume);
  const names = new Set(zip.entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) refuse(415, RESUME_MESSAGES.notAResume);
  const unpacked = zip.entries.reduce((total, entry) => total + entry.uncompressedBytes, 0);
  if (unpacked > MAX_DOCX_UNPACKED_BYTES) refuse(422, RESUME_MESSAGES.unpacksTooLarge);
  return 'docx';
}
