/**
 * What a ZIP file says it holds, read from its central directory without unpacking anything: the
 * entries' names and their declared sizes. Enough to tell a Word document from another archive
 * and to refuse one that would unpack to far more than it weighs. ZIP64 archives (over 65,535
 * entries or 4 GB) are not read: no résumé is one.
 */

export interface ZipEntry {
  name: string;
  compressedBytes: number;
  uncompressedBytes: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; problem: 'not-zip' | 'zip64' };

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;

function findEndRecord(view: DataView): number {
  const last = view.byteLength - END_RECORD_BYTES;
  const first = Math.max(0, last - MAX_COMMENT_BYTES);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

/** The central directory of `bytes`, or why it cannot be read as a ZIP file. */
export function readZipDirectory(bytes: Uint8Array, { maxEntries }: { maxEntries: number }): ZipDirectory | 'too-many' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < END_RECORD_BYTES + 4 || view.getUint32(0, true) !== LOCAL_HEADER) {
    return { ok: false, problem: 'not-zip' };
  }
  const end = findEndRecord(view);
  if (end < 0) return { ok: false, problem: 'not-zip' };
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) return { ok: false, problem: 'zip64' };
  if (count > maxEntries) return 'too-many';
  if (start + size > end) return { ok: false, problem: 'not-zip' };

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let offset = start;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_HEADER) return { ok: false, problem: 'not-zip' };
    const compressedBytes = view.getUint32(offset + 20, true);
    const uncompressedBytes = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (compressedBytes === 0xffffffff || uncompressedBytes === 0xffffffff) return { ok: false, problem: 'zip64' };
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > end) return { ok: false, problem: 'not-zip' };
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      compressedBytes,
      uncompressedBytes,
    });
    offset = next;
  }
  return { ok: true, entries };
}
