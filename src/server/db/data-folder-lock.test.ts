import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUse, lockDataFolder } from './data-folder-lock.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];

function newFolder(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'rr-lock-'));
  folders.push(parent);
  const folder = path.join(parent, 'db');
  mkdirSync(folder);
  return folder;
}

/** A process that runs until the test ends. */
async function runningProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

/** The pid of a process that has already ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function writeLock(folder: string, holder: Record<string, unknown>): void {
  mkdirSync(folder, { recursive: true });
  const lock = { folder: realpathSync(folder), since: '2026-12-06T10:00:00.000Z', started: null, ...holder };
  writeFileSync(`${folder}.lock`, JSON.stringify(lock));
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('lockDataFolder', () => {
  it('holds the folder until it is released, and a second taker is refused meanwhile', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataFolder(folder).release();
  });

  it('refuses while another live process on this machine holds it, naming the folder and the process', async () => {
    const folder = newFolder();
    const holder = await runningProcess();
    writeLock(folder, { pid: holder.pid, host: os.hostname() });
    let refusal: unknown;
    try {
      lockDataFolder(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as Error).message).toContain(folder);
    expect((refusal as Error).message).toContain(`process ${holder.pid}`);
  });

  it('takes over the lock of a process that is gone (stopped, crashed or killed)', async () => {
    const folder = newFolder();
    writeLock(folder, { pid: await endedPid(), host: os.hostname() });
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose pid now belongs to another process', async () => {
    const folder = newFolder();
    const other = await runningProcess();
    writeLock(folder, { pid: other.pid, host: os.hostname(), started: '1' });
    lockDataFolder(folder).release();
  });

  it('takes over a lock copied with its folder from a running store', async () => {
    const folder = newFolder();
    const holder = await runningProcess();
    writeLock(folder, { pid: holder.pid, host: os.hostname(), folder: '/srv/store/.data/db' });
    lockDataFolder(folder).release();
  });

  it('takes over a lock file that names nobody', () => {
    const folder = newFolder();
    writeFileSync(`${folder}.lock`, 'not a lock');
    lockDataFolder(folder).release();
  });

  it('refuses a lock taken on another host, which it cannot check, and says how to clear it', () => {
    const folder = newFolder();
    writeLock(folder, { pid: 4242, host: 'another-host' });
    expect(() => lockDataFolder(folder)).toThrow(/process 4242 on another-host.*delete .*db\.lock/);
  });
});
