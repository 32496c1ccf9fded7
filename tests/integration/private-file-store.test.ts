import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardResumes, readResume, storeResume } from '#server/hiring/resume-files.ts';
import { Refusal } from '#server/http/refusal.ts';
import { privateFileStoreFor } from '#server/media/configured-media-store.ts';
import { MediaStoreError } from '#server/media/media-store.ts';
import { RecordedSupabaseStorage } from '../support/recorded-supabase-storage.ts';
import { tinyPdf } from '../support/resume-files.ts';

/**
 * Applicants' résumés in a private Supabase Storage bucket (SUPABASE_PRIVATE_BUCKET), through
 * the same REST adapter as the media library, replayed from answers in Supabase's shape: stored
 * and read back with the service key only, removed when the application goes, and a misnamed
 * bucket reported as the store's failure rather than as résumés that are gone.
 */

const PROJECT = {
  url: 'https://abcdefghijklmnopqrst.supabase.co',
  anonKey: 'sb_publishable_anon-key-of-the-project',
  serviceRoleKey: 'sb_secret_service-role-key-of-the-project',
};
const RESUME = tinyPdf('Casey Applicant');
const PATH = 'resumes/8d3e5f1a-2b4c-4d6e-8f0a-1b2c3d4e5f60/4f1e2d3c-5b6a-4978-8a9b-0c1d2e3f4a5b.pdf';
const OBJECT = `/storage/v1/object/private-files/${PATH}`;

describe('the private Supabase Storage bucket for résumés', () => {
  const supabase = new RecordedSupabaseStorage(PROJECT.url);
  const files = privateFileStoreFor(
    { privateDir: '/nowhere', privateBucket: 'private-files', supabase: PROJECT },
    supabase.fetch,
  );
  const misnamed = privateFileStoreFor(
    { privateDir: '/nowhere', privateBucket: 'privat-files', supabase: PROJECT },
    supabase.fetch,
  );
  afterEach(() => {
    supabase.verify();
    supabase.sent.length = 0;
    vi.restoreAllMocks();
  });

  it('is the store for résumés when Supabase is configured, never the data folder or the media bucket', () => {
    expect(files.kind).toBe('supabase');
    expect(privateFileStoreFor({ privateDir: '/nowhere', privateBucket: 'private-files' }).kind).toBe('local');
  });

  it('stores a résumé with the secret key, as a PDF, never overwriting one', async () => {
    supabase.expect(`POST ${OBJECT}`, 'private-upload-200');
    await storeResume(files, PATH, RESUME, 'pdf');
    const [sent] = supabase.sent;
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${PROJECT.serviceRoleKey}`);
    expect(sent!.headers.get('apikey')).toBe(PROJECT.serviceRoleKey);
    expect(sent!.headers.get('content-type')).toBe('application/pdf');
    expect(sent!.headers.get('x-upsert')).toBe('false');
    expect(sent!.body).toEqual(RESUME);
  });

  it('reads a résumé back with the secret key, its type and date', async () => {
    supabase.expect(`GET ${OBJECT}`, 'private-get-200', { file: RESUME });
    const file = await files.read(PATH);
    expect(file).toEqual({
      body: RESUME,
      contentType: 'application/pdf',
      modified: new Date('2026-11-23T14:30:00Z'),
    });
    const [sent] = supabase.sent;
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${PROJECT.serviceRoleKey}`);
    expect(sent!.headers.get('apikey')).toBe(PROJECT.serviceRoleKey);
    // Never the public route: a private bucket has none.
    expect(sent!.url.pathname).not.toContain('/object/public/');
  });

  it('finds no résumé that is gone', async () => {
    supabase.expect(`GET ${OBJECT}`, 'object-get-404-not-found');
    expect(await readResume(files, PATH)).toBeNull();
  });

  it('removes the résumés of a deleted application in one request naming them', async () => {
    const replaced = 'resumes/8d3e5f1a-2b4c-4d6e-8f0a-1b2c3d4e5f60/00000000-0000-4000-8000-000000000000.docx';
    supabase.expect('DELETE /storage/v1/object/private-files', 'private-delete-200');
    await discardResumes(files, [PATH, null, replaced]);
    const [sent] = supabase.sent;
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${PROJECT.serviceRoleKey}`);
    expect(JSON.parse(new TextDecoder().decode(sent!.body))).toEqual({ prefixes: [PATH, replaced] });
  });

  it('reports a misnamed bucket as the store failing, not as résumés that are gone', async () => {
    supabase.expect(`GET /storage/v1/object/privat-files/${PATH}`, 'private-get-404-bucket-not-found');
    const error = await misnamed.read(PATH).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(MediaStoreError);
    expect((error as Error).message).toMatch(/refused to read .*\(404 Bucket not found\)/);

    // What the download and the application answer: a 502 to retry, the reason logged.
    supabase
      .expect(`GET /storage/v1/object/privat-files/${PATH}`, 'private-get-404-bucket-not-found')
      .expect(`POST /storage/v1/object/privat-files/${PATH}`, 'object-upload-404-bucket-not-found');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const attempt of [readResume(misnamed, PATH), storeResume(misnamed, PATH, RESUME, 'pdf')]) {
      const refusal = await attempt.catch((thrown: unknown) => thrown);
      expect(refusal).toBeInstanceOf(Refusal);
      expect((refusal as Refusal).status).toBe(502);
    }
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('logs résumés it could not remove, and does not undo the deletion that made them unneeded', async () => {
    supabase.expect('DELETE /storage/v1/object/privat-files', 'private-delete-400-bucket-not-found');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(discardResumes(misnamed, [PATH])).resolves.toBeUndefined();
    expect(String(logged.mock.calls[0]?.[0])).toContain(PATH);
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/Bucket not found/);
  });
});
