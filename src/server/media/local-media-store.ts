import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_CONTENT_TYPES, readLocalMedia } from './local-media.ts';
import { isSafeMediaPath, MediaStoreError, type MediaStore } from './media-store.ts';

function fileOf(root: string, relativePath: string): string {
  const file = path.resolve(root, relativePath);
  if (!isSafeMediaPath(relativePath) || !file.startsWith(root + path.sep)) {
    throw new MediaStoreError(`Not a path in the media folder: ${relativePath}`);
  }
  return file;
}

/**
 * The media library in the data folder (`DATA_DIR/media`), served by the app under `/media/`; or,
 * with the file types it holds, another folder of the data folder (the private files).
 */
export function localMediaStore(
  mediaDir: string,
  contentTypes: Readonly<Record<string, string>> = MEDIA_CONTENT_TYPES,
): MediaStore {
  const root = path.resolve(mediaDir);
  return {
    kind: 'local',
    async put(relativePath, body) {
      const file = fileOf(root, relativePath);
      await mkdir(path.dirname(file), { recursive: true });
      // Through a temporary name, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    read: (relativePath) => readLocalMedia(root, relativePath, contentTypes),
    async remove(paths) {
      await Promise.all(paths.map((relativePath) => rm(fileOf(root, relativePath), { force: true })));
    },
  };
}
