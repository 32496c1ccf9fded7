import { describe, expect, it } from 'vitest';
import { CONCURRENT_HASHES, hashPassword, OWASP_SCRYPT_COST, verifyPassword, WAITING_HASHES } from './password.ts';

/** Cheap parameters keep the suite fast; one test below still runs the production cost. */
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it(`hashes ${CONCURRENT_HASHES} at a time with ${WAITING_HASHES} waiting, and refuses (503) rather than queue more`, async () => {
    const burst = CONCURRENT_HASHES + WAITING_HASHES + 3;
    const results = await Promise.allSettled(Array.from({ length: burst }, () => hashPassword('pw', FAST)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      headers: { 'Retry-After': '5' },
    });
    // Every turn was given back: the next hash runs at once.
    await expect(hashPassword('pw', FAST)).resolves.toMatch(/^scrypt\$/);
    const stored = results.find((result): result is PromiseFulfilledResult<string> => result.status === 'fulfilled')!;
    const verdicts = await Promise.allSettled(Array.from({ length: burst }, () => verifyPassword('pw', stored.value)));
    expect(verdicts.filter((result) => result.status === 'rejected')).toHaveLength(3);
  });

  it('verifies the password it hashed', async () => {
    const stored = await hashPassword('correct horse battery staple', FAST);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const stored = await hashPassword('RiverRaisin-Admin-2026', FAST);
    expect(await verifyPassword('RiverRaisin-Admin-2025', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so one password hashes differently twice', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same password', FAST),
      hashPassword('same password', FAST),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('pw', FAST);
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  it('uses the OWASP cost by default', async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('slow but safe');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('slow but safe', stored)).toBe(true);
  });

  it('treats malformed stored values as no match instead of throwing', async () => {
    const good = await hashPassword('pw', FAST);
    const [, , , , salt, key] = good.split('$');
    const malformed = [
      '',
      'not a hash',
      '$2b$10$abcdefghijklmnopqrstuuJ1wO2bZ1x7Kq2VxY6f8aP3m8J6G1m2', // bcrypt
      `scrypt$1024$8$1$${salt}`,
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 30}$8$1$${salt}$${key}`, // absurd cost
      `scrypt$1024$0$1$${salt}$${key}`,
      `scrypt$1024$8$1$%%%$${key}`,
      `scrypt$1024$8$1$${salt}$`,
      `scrypt$1024$8$1$${salt}$${key}$extra`,
    ];
    for (const stored of malformed) {
      await expect(verifyPassword('pw', stored)).resolves.toBe(false);
    }
    await expect(verifyPassword('pw', null as unknown as string)).resolves.toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('caf\u00e9', FAST);
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
  });
});
