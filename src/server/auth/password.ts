import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Refusal } from '../http/refusal.ts';

/**
 * Password hashing for the embedded auth provider: scrypt at the cost OWASP recommends
 * (N=2^17, r=8, p=1), stored as `scrypt$N$r$p$saltB64$hashB64` so the cost can rise later
 * without breaking existing hashes (each hash carries its own parameters).
 */

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse parameters beyond these: a tampered row must not make one sign-in eat gigabytes or minutes. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_MEMORY_BYTES = 512 * 1024 * 1024;

function acceptableCost({ N, r, p }: ScryptCost): boolean {
  return (
    isPowerOfTwo(N) &&
    N <= MAX_N &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P &&
    128 * N * r <= MAX_MEMORY_BYTES
  );
}

/** Hashes computed at once: scrypt runs on libuv's four threads, and the rest of the store needs two of them (files, the embedded database). */
export const CONCURRENT_HASHES = 2;
/** Hashes waiting for a turn before more are refused (503) instead of queued. */
export const WAITING_HASHES = 32;

let hashing = 0;
const waitingForHash: (() => void)[] = [];

/**
 * Runs one hash when a turn is free: a burst of registrations or sign-ins (128 MiB and a few
 * hundred milliseconds each) can neither take every thread the menu pages need nor the memory.
 */
async function inHashingTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < CONCURRENT_HASHES) hashing++;
  else if (waitingForHash.length >= WAITING_HASHES) {
    throw new Refusal(503, 'Too many people are signing in at this moment. Try again in a few seconds.', undefined, {
      headers: { 'Retry-After': '5' },
    });
  } else await new Promise<void>((resolve) => waitingForHash.push(resolve));
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line, or is given back.
    const next = waitingForHash.shift();
    if (next) next();
    else hashing--;
  }
}

function derive(plain: string, salt: Buffer, keyLength: number, cost: ScryptCost): Promise<Buffer> {
  return inHashingTurn(() => deriveNow(plain, salt, keyLength, cost));
}

function deriveNow(plain: string, salt: Buffer, keyLength: number, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below the OWASP cost.
    maxmem: 128 * cost.N * cost.r * 2,
  };
  return new Promise((resolve, reject) => {
    // NFKC, so the same password typed on different keyboards or systems hashes the same.
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
}

/**
 * Hashes a password with a fresh random salt. `cost` exists for tests, which need fast hashes;
 * everything else uses the OWASP default.
 */
export async function hashPassword(plain: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  if (typeof plain !== 'string') throw new TypeError('Password must be a string');
  if (!acceptableCost(cost))
    throw new RangeError('scrypt cost out of range: N a power of two up to 2^20, 128·N·r up to 512 MiB');
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseStored(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN)) as [
    number,
    number,
    number,
  ];
  const cost = { N, r, p };
  if (!acceptableCost(cost)) return null;
  const [saltText, keyText] = [parts[4]!, parts[5]!];
  if (!BASE64.test(saltText) || !BASE64.test(keyText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < 8 || key.length < 16 || key.length > 256) return null;
  return { cost, salt, key };
}

/** True when `plain` matches `stored`. A malformed or foreign hash is simply no match; only a full queue refuses (503). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  try {
    if (typeof plain !== 'string' || typeof stored !== 'string') return false;
    const parsed = parseStored(stored);
    if (!parsed) return false;
    const key = await derive(plain, parsed.salt, parsed.key.length, parsed.cost);
    return timingSafeEqual(key, parsed.key);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    return false;
  }
}
