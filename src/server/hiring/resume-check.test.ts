import { describe, expect, it } from 'vitest';
import {
  docxUnpackingTooLarge,
  tinyDocx,
  tinyPdf,
  windowsExecutable,
  zipOf,
} from '../../../tests/support/resume-files.ts';
import { Refusal } from '../http/refusal.ts';
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from '#lib/hiring/resume-rules.ts';
import { judgeResume } from './resume-check.ts';
import { readZipDirectory } from './zip-directory.ts';

function refusalOf(bytes: Uint8Array): Refusal {
  try {
    judgeResume(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(Refusal);
    return error as Refusal;
  }
  throw new Error('The file was accepted');
}

describe('judgeResume', () => {
  it('takes a PDF and a Word document by their content', () => {
    expect(judgeResume(tinyPdf())).toBe('pdf');
    expect(judgeResume(tinyDocx())).toBe('docx');
  });

  it('refuses an executable whatever it is called, naming the résumé field', () => {
    const refusal = refusalOf(windowsExecutable());
    expect(refusal.status).toBe(415);
    expect(refusal.fields).toEqual({ resume: [RESUME_MESSAGES.notAResume] });
  });

  it('refuses a ZIP that is not a Word document, and a truncated one', () => {
    expect(refusalOf(zipOf({ 'notes.txt': 'hello' })).message).toBe(RESUME_MESSAGES.notAResume);
    expect(refusalOf(tinyDocx().subarray(0, 200)).message).toBe(RESUME_MESSAGES.notAResume);
  });

  it('refuses a Word document that unpacks to more than 20 MB, or has too many parts', () => {
    const bomb = docxUnpackingTooLarge();
    expect(bomb.byteLength).toBeLessThan(MAX_RESUME_BYTES);
    expect(refusalOf(bomb)).toMatchObject({ status: 422, message: RESUME_MESSAGES.unpacksTooLarge });
    const parts = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`word/part${index}.xml`, 'x']));
    expect(refusalOf(tinyDocx('many', parts))).toMatchObject({ status: 422 });
  });

  it('refuses a file over 5 MB and an empty one', () => {
    const large = new Uint8Array(MAX_RESUME_BYTES + 1);
    large.set(tinyPdf().subarray(0, 8));
    expect(refusalOf(large)).toMatchObject({ status: 413, message: RESUME_MESSAGES.tooLarge });
    expect(refusalOf(new Uint8Array())).toMatchObject({ status: 400, message: RESUME_MESSAGES.missing });
  });
});

describe('readZipDirectory', () => {
  it('lists the entries with their declared sizes', () => {
    const directory = readZipDirectory(zipOf({ 'a.txt': 'aaaa', 'b/c.xml': '<c/>' }), { maxEntries: 10 });
    expect(directory).toEqual({
      ok: true,
      entries: [
        { name: 'a.txt', compressedBytes: expect.any(Number), uncompressedBytes: 4 },
        { name: 'b/c.xml', compressedBytes: expect.any(Number), uncompressedBytes: 4 },
      ],
    });
  });

  it('says a file is not a ZIP', () => {
    expect(readZipDirectory(tinyPdf(), { maxEntries: 10 })).toEqual({ ok: false, problem: 'not-zip' });
  });
});
