import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './configuration-error.ts';
import { readInventoryCredentialsKey } from './inventory-config.ts';

describe('INVENTORY_CREDENTIALS_KEY', () => {
  const key = randomBytes(32);

  it('reads 32 bytes in hex or base64, and nothing when unset', () => {
    expect(readInventoryCredentialsKey(key.toString('hex'))).toEqual(key);
    expect(readInventoryCredentialsKey(key.toString('base64'))).toEqual(key);
    expect(readInventoryCredentialsKey(undefined)).toBeUndefined();
    expect(readInventoryCredentialsKey('')).toBeUndefined();
  });

  it('refuses to start with a malformed key, without repeating it', () => {
    for (const bad of ['short', randomBytes(16).toString('hex'), randomBytes(33).toString('base64')]) {
      expect(() => readInventoryCredentialsKey(bad)).toThrow(ConfigurationError);
      try {
        readInventoryCredentialsKey(bad);
      } catch (error) {
        expect((error as Error).message).not.toContain(bad);
      }
    }
  });
});
