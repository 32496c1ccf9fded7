import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCredentials, sealCredentials } from './credentials-seal.ts';

const KEY = randomBytes(32);

describe('sealed inventory credentials', () => {
  it('opens what it sealed, and seals the same credentials differently each time', () => {
    const sealed = sealCredentials(KEY, { userApiKey: 'user-key-123' });
    expect(sealed).not.toContain('user-key-123');
    expect(openCredentials(KEY, sealed)).toEqual({ userApiKey: 'user-key-123' });
    expect(sealCredentials(KEY, { userApiKey: 'user-key-123' })).not.toBe(sealed);
  });

  it('refuses to open altered text or another key’s', () => {
    const sealed = sealCredentials(KEY, { userApiKey: 'user-key-123' });
    const parts = sealed.split('.');
    const text = Buffer.from(parts[3]!, 'base64');
    text[0] = text[0]! ^ 1;
    const tampered = [parts[0], parts[1], parts[2], text.toString('base64')].join('.');
    expect(() => openCredentials(KEY, tampered)).toThrow(/cannot be opened/);
    expect(() => openCredentials(randomBytes(32), sealed)).toThrow(/cannot be opened/);
    expect(() => openCredentials(KEY, 'plain')).toThrow(/not sealed/);
  });
});
