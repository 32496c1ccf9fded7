import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A throw-away media folder, as `DATA_DIR/media` is for a running store. */
export async function makeTempMediaDir(): Promise<{ mediaDir: string; remove: () => Promise<void> }> {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'rr-media-'));
  return { mediaDir, remove: () => rm(mediaDir, { recursive: true, force: true }) };
}

/** Whether `file` is a WebP image: a RIFF container whose form type is `WEBP`. */
export async function isWebpFile(file: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return false;
  }
  try {
    const header = Buffer.alloc(12);
    const { bytesRead } = await handle.read(header, 0, 12, 0);
    return (
      bytesRead === 12 && header.toString('latin1', 0, 4) === 'RIFF' && header.toString('latin1', 8, 12) === 'WEBP'
    );
  } finally {
    await handle.close();
  }
}
