import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLocalMedia } from './local-media.ts';

let mediaDir: string;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'media-'));
  mediaDir = path.join(dataDir, 'media');
  await mkdir(path.join(mediaDir, 'products'), { recursive: true });
  await writeFile(path.join(mediaDir, 'products', 'blue-dream.webp'), 'RIFF');
  await writeFile(path.join(mediaDir, 'notes.txt'), 'private');
  await writeFile(path.join(dataDir, 'secret.webp'), 'outside');
});

describe('readLocalMedia', () => {
  it('serves a file of the library with its content type', async () => {
    const file = await readLocalMedia(mediaDir, 'products/blue-dream.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(new TextDecoder().decode(file?.body)).toBe('RIFF');
  });

  it('finds nothing outside the media folder', async () => {
    expect(await readLocalMedia(mediaDir, '../secret.webp')).toBeNull();
    expect(await readLocalMedia(mediaDir, '/etc/passwd')).toBeNull();
    expect(await readLocalMedia(mediaDir, 'products/../../secret.webp')).toBeNull();
  });

  it('serves only known media types, and no folders or missing files', async () => {
    expect(await readLocalMedia(mediaDir, 'notes.txt')).toBeNull();
    expect(await readLocalMedia(mediaDir, 'products')).toBeNull();
    expect(await readLocalMedia(mediaDir, 'products/missing.webp')).toBeNull();
  });
});
