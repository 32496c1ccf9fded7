import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
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
 * Reads a file of the media library kept in the data folder. Only known file types are served,
 * and a path that would leave the media folder (`..`, absolute paths) finds nothing.
 */
export async function readLocalMedia(mediaDir: string, relativePath: string): Promise<MediaFile | null> {
  const root = path.resolve(mediaDir);
  const file = path.resolve(root, relativePath);
  if (!file.startsWith(root + path.sep)) return null;
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { body: await readFile(file), contentType, modified: info.mtime };
  } catch {
    return null;
  }
}
