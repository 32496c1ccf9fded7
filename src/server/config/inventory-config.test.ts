import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from './configuration-error.ts';
import { readInventoryCredentialsKey, readSourceEndpoints } from './inventory-config.ts';

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

describe('METRC_API_URL, METRC_VENDOR_KEY and DUTCHIE_POS_API_URL', () => {
  it('default to Michigan’s Metrc and Dutchie’s public API, with no vendor key', () => {
    expect(readSourceEndpoints({})).toEqual({
      metrcUrl: 'https://api-mi.metrc.com',
      metrcVendorKey: undefined,
      dutchiePosUrl: 'https://api.pos.dutchie.com',
    });
  });

  it('take another address (a sandbox, a local fake) without its trailing slash, and a trimmed vendor key', () => {
    expect(
      readSourceEndpoints({
        METRC_API_URL: 'https://sandbox-api-mi.metrc.com/',
        METRC_VENDOR_KEY: ' vendor-key ',
        DUTCHIE_POS_API_URL: 'http://127.0.0.1:4010',
      }),
    ).toEqual({
      metrcUrl: 'https://sandbox-api-mi.metrc.com',
      metrcVendorKey: 'vendor-key',
      dutchiePosUrl: 'http://127.0.0.1:4010',
    });
  });

  it('refuse an address that is not http(s)', () => {
    expect(() => readSourceEndpoints({ METRC_API_URL: 'api-mi.metrc.com' })).toThrow(/METRC_API_URL must be an http/);
    expect(() => readSourceEndpoints({ DUTCHIE_POS_API_URL: 'ftp://pos.example' })).toThrow(ConfigurationError);
  });
});
