import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What the public media library serves, by file extension. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export interface MediaFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  modified: Date;
}

/**
 * Reads a file of the media library kept in the data folder. Only known file types are served
 * (`contentTypes`, by extension), and a path that would leave the media folder (`..`, absolute
 * paths) finds nothing.
 */
export async function readLocalMedia(
  mediaDir: string,
  relativePath: string,
  contentTypes: Readonly<Record<string, string>> = MEDIA_CONTENT_TYPES,
): Promise<MediaFile | null> {
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, relativePath);
  if (!file.startsWith(root + path.sep)) return null;
  const contentType = contentTypes[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { body: await readFile(file), contentType, modified: info.mtime };
  } catch {
    return null;
  }
}
