import { Refusal } from '../http/refusal.ts';
import { readZipDirectory } from './zip-directory.ts';

/**
 * Whether an uploaded file may be kept as a résumé, judged by its bytes alone — never by its name
 * or the type the browser declared: a PDF starts with `%PDF-`; a Word document is a ZIP whose
 * central directory lists `[Content_Types].xml` and `word/document.xml`, with at most
 * `MAX_DOCX_ENTRIES` entries that unpack to at most `MAX_DOCX_UNPACKED_BYTES` together.
 */

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 1000;
export const MAX_DOCX_UNPACKED_BYTES = 20 * 1024 * 1024;

export type ResumeType = 'pdf' | 'docx';

export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The field the refusals name, as the application form calls it. */
export const RESUME_FIELD = 'resume';

export const RESUME_MESSAGES = {
  missing: 'Attach your résumé as a PDF or Word (.docx) file.',
  tooLarge: 'Your résumé is larger than 5 MB. Save a smaller copy (a PDF is usually small) and attach it again.',
  notAResume: 'That file is not a PDF or a Word (.docx) document. Save your résumé as one of those and attach it again.',
  unpacksTooLarge:
    'That Word file holds more than a résumé should (it unpacks to over 20 MB or has too many parts). Save it as a PDF and attach that.',
} as const;

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
