import { closeSync, linkSync, openSync, readFileSync, realpathSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';

/**
 * One process at a time on an embedded data folder. PGlite takes no lock of its own, and two
 * processes writing one folder lose each other's commits and can leave it unable to open, so the
 * folder's lock file (`<folder>.lock`, beside it) names the folder and the process that holds it:
 * its pid, when that process started and on which host. A holder that is gone (stopped, crashed, `kill -9`)
 * leaves a lock that the next start recognises as stale and takes over; a live one is refused.
 * Decision 53.
 */

/** Another process holds the folder: the message names the folder, the process and the lock file. */
export class DataFolderInUse extends Error {
  override name = 'DataFolderInUse';
}

interface Holder {
  /** The folder locked, resolved: a lock copied with its folder (a backup, a second store's copy) names another. */
  folder: string;
  pid: number;
  host: string;
  /** When the process started (Linux: clock ticks since boot, /proc/<pid>/stat), to tell a reused pid. */
  started: string | null;
  since: string;
}

export interface DataFolderLock {
  readonly file: string;
  /** Gives the folder up (the lock file goes, if it is still this process's). */
  release(): void;
}

/** When process `pid` started, as the kernel counts it; null where that cannot be read. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A pid the kernel gave to another process since (a restarted container counts from 1 again).
  return holder.started === null || processStart(holder.pid) === holder.started;
}

function readHolder(file: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    const valid = Number.isInteger(parsed.pid) && typeof parsed.host === 'string' && typeof parsed.folder === 'string';
    return { text, holder: valid ? (parsed as Holder) : null };
  } catch {
    return { text, holder: null };
  }
}

/** Creates `file` holding `content`, or returns false when it exists (never a half-written lock). */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  const fd = openSync(draft, 'wx');
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock out of the way, unless another process replaced it meanwhile (then what was
 * moved is put back, and the caller looks again).
 */
function removeStale(file: string, staleText: string): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readFileSync(aside, 'utf8');
  if (moved !== staleText) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else holds it now; the next look finds them.
    }
  }
  unlinkSync(aside);
}

function heldMessage(folder: string, file: string, holder: Holder | null, host: string): string {
  if (!holder) return `The embedded database in ${folder} is being opened by another process (lock file ${file}).`;
  const who = `process ${holder.pid}${holder.host === host ? '' : ` on ${holder.host}`}, since ${holder.since}`;
  const elsewhere =
    holder.host === host
      ? ''
      : ` This machine cannot tell whether it still runs: once it has stopped, delete ${file} and start again.`;
  return (
    `The embedded database in ${folder} is in use by ${who}. ` +
    `Only one store may run on a data folder: stop that one first, or give this one its own DATA_DIR.${elsewhere}`
  );
}

/** Takes the folder's lock or throws DataFolderInUse naming the process that holds it. */
export function lockDataFolder(folder: string): DataFolderLock {
  const file = `${folder}.lock`;
  const host = os.hostname();
  const resolved = realpathSync(folder);
  const mine: Holder = {
    folder: resolved,
    pid: process.pid,
    host,
    started: processStart(process.pid),
    since: new Date().toISOString(),
  };
  const content = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, content)) {
      const release = () => {
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8') === content) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      // A process that exits without closing the database (a refused start) gives the folder up too.
      process.on('exit', release);
      return { file, release };
    }
    const found = readHolder(file);
    if (!found) continue;
    // A holder on another host cannot be checked from here, so it is taken at its word.
    const holder = found.holder?.folder === resolved ? found.holder : null;
    if (holder && (holder.host !== host || isRunning(holder))) {
      throw new DataFolderInUse(heldMessage(folder, file, holder, host));
    }
    removeStale(file, found.text);
  }
  throw new DataFolderInUse(heldMessage(folder, file, null, host));
}
