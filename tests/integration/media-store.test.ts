import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mediaStoreFor } from '#server/media/configured-media-store.ts';
import { localMediaStore } from '#server/media/local-media-store.ts';
import { MediaStoreError, type MediaStore } from '#server/media/media-store.ts';
import { supabaseStorage } from '#server/media/supabase-storage.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { RecordedSupabaseStorage } from '../support/recorded-supabase-storage.ts';

/**
 * The media library's two stores behind one seam: the data folder, and a Supabase Storage bucket
 * spoken to over its REST API (replayed from answers in Supabase's shape).
 */

const PICTURE = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);
const PROJECT = {
  url: 'https://abcdefghijklmnopqrst.supabase.co',
  anonKey: 'sb_publishable_anon-key-of-the-project',
  serviceRoleKey: 'sb_secret_service-role-key-of-the-project',
};

describe('the local media store', () => {
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  let store: MediaStore;

  beforeAll(async () => {
    media = await makeTempMediaDir();
    store = localMediaStore(media.mediaDir);
  });
  afterAll(() => media.remove());

  it('writes a file into a folder of the data folder, where the app serves it from', async () => {
    await store.put('library/blue-dream-3f9c2a1b.webp', PICTURE, 'image/webp');
    expect(new Uint8Array(await readFile(path.join(media.mediaDir, 'library', 'blue-dream-3f9c2a1b.webp')))).toEqual(
      PICTURE,
    );
    const file = await store.read('library/blue-dream-3f9c2a1b.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(new Uint8Array(file!.body)).toEqual(PICTURE);
  });

  it('removes files, and a missing one is no error', async () => {
    await store.put('library/gone-00000000.webp', PICTURE, 'image/webp');
    await store.remove(['library/gone-00000000.webp', 'library/never-there.webp']);
    expect(await store.read('library/gone-00000000.webp')).toBeNull();
    await expect(stat(path.join(media.mediaDir, 'library', 'gone-00000000.webp'))).rejects.toThrow();
  });

  it('writes nothing outside the media folder', async () => {
    for (const bad of ['../escape.webp', '/etc/escape.webp', 'library/../../escape.webp', 'library//x.webp', '']) {
      await expect(store.put(bad, PICTURE, 'image/webp')).rejects.toBeInstanceOf(MediaStoreError);
    }
    await expect(store.remove(['../escape.webp'])).rejects.toBeInstanceOf(MediaStoreError);
  });

  it('is the store when Supabase is not configured', () => {
    expect(mediaStoreFor({ mediaDir: media.mediaDir, mediaBucket: 'media' }).kind).toBe('local');
  });
});

describe('the Supabase Storage media store', () => {
  const supabase = new RecordedSupabaseStorage(PROJECT.url);
  const store = supabaseStorage({
    url: PROJECT.url,
    serviceRoleKey: PROJECT.serviceRoleKey,
    bucket: 'media',
    fetch: supabase.fetch,
  });
  afterEach(() => {
    supabase.verify();
    supabase.sent.length = 0;
  });

  it('is the store when Supabase is configured, with the configured bucket', async () => {
    const configured = mediaStoreFor(
      { mediaDir: '/nowhere', mediaBucket: 'store-images', supabase: PROJECT },
      supabase.fetch,
    );
    expect(configured.kind).toBe('supabase');
    supabase.expect('GET /storage/v1/object/store-images/library/x.webp', 'object-get-404-not-found');
    expect(await configured.read('library/x.webp')).toBeNull();
  });

  it('uploads a file with the service key, its type and no overwrite', async () => {
    supabase.expect('POST /storage/v1/object/media/library/blue-dream-3f9c2a1b.webp', 'object-upload-200');
    await store.put('library/blue-dream-3f9c2a1b.webp', PICTURE, 'image/webp');
    const [sent] = supabase.sent;
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${PROJECT.serviceRoleKey}`);
    expect(sent!.headers.get('apikey')).toBe(PROJECT.serviceRoleKey);
    expect(sent!.headers.get('content-type')).toBe('image/webp');
    expect(sent!.headers.get('x-upsert')).toBe('false');
    expect(sent!.headers.get('cache-control')).toBe('max-age=86400');
    expect(sent!.body).toEqual(PICTURE);
  });

  it('reads a file back with its type and date', async () => {
    supabase.expect('GET /storage/v1/object/media/library/blue-dream-3f9c2a1b.webp', 'object-get-200', {
      file: PICTURE,
    });
    const file = await store.read('library/blue-dream-3f9c2a1b.webp');
    expect(file).toEqual({ body: PICTURE, contentType: 'image/webp', modified: new Date('2026-11-21T15:04:05Z') });
  });

  it('finds nothing for a missing file, however the server words it, and never asks for an unsafe path', async () => {
    supabase
      .expect('GET /storage/v1/object/media/library/missing.webp', 'object-get-404-not-found')
      .expect('GET /storage/v1/object/media/library/missing.webp', 'object-get-400-not-found-legacy');
    expect(await store.read('library/missing.webp')).toBeNull();
    expect(await store.read('library/missing.webp')).toBeNull();
    expect(await store.read('../secrets.webp')).toBeNull();
    expect(supabase.sent).toHaveLength(2);
  });

  it('removes files in one request naming them', async () => {
    supabase.expect('DELETE /storage/v1/object/media', 'object-delete-200');
    await store.remove(['library/blue-dream-3f9c2a1b.webp', 'library/blue-dream-3f9c2a1b-400.webp']);
    const [sent] = supabase.sent;
    expect(JSON.parse(new TextDecoder().decode(sent!.body))).toEqual({
      prefixes: ['library/blue-dream-3f9c2a1b.webp', 'library/blue-dream-3f9c2a1b-400.webp'],
    });
    await store.remove([]);
    expect(supabase.sent).toHaveLength(1);
  });

  it('says what Supabase refused and why', async () => {
    supabase
      .expect('POST /storage/v1/object/media/library/taken.webp', 'object-upload-409-duplicate')
      .expect('POST /storage/v1/object/media/library/x.webp', 'object-upload-403-invalid-signature');
    await expect(store.put('library/taken.webp', PICTURE, 'image/webp')).rejects.toThrow(
      'Supabase Storage refused to store library/taken.webp (409 Duplicate): The resource already exists',
    );
    await expect(store.put('library/x.webp', PICTURE, 'image/webp')).rejects.toThrow(
      /403 Unauthorized\): invalid signature/,
    );

    const missingBucket = supabaseStorage({
      url: PROJECT.url,
      serviceRoleKey: PROJECT.serviceRoleKey,
      bucket: 'missing-bucket',
      fetch: supabase.fetch,
    });
    supabase.expect('POST /storage/v1/object/missing-bucket/library/x.webp', 'object-upload-404-bucket-not-found');
    await expect(missingBucket.put('library/x.webp', PICTURE, 'image/webp')).rejects.toThrow(/Bucket not found/);
  });

  it('reports an unreachable Supabase as a store error, not a crash', async () => {
    supabase.unreachable(1);
    const error = await store.put('library/x.webp', PICTURE, 'image/webp').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(MediaStoreError);
    expect((error as Error).message).toMatch(/could not be reached to store library\/x.webp/);
  });
});
