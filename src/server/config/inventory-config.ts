import { ConfigurationError } from './configuration-error.ts';

/**
 * INVENTORY_CREDENTIALS_KEY: the key that seals stores' credentials for their system of record
 * (decision 77). Without it, no store can choose Metrc or a point of sale; a malformed one stops
 * the start, since credentials sealed with it could never be opened again. Messages never repeat it.
 */
export function readInventoryCredentialsKey(text: string | undefined): Buffer | undefined {
  if (text === undefined || text === '') return undefined;
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/]{43}=$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  if (!bytes || bytes.length !== 32) {
    throw new ConfigurationError(
      'INVENTORY_CREDENTIALS_KEY must be 32 random bytes written as 64 hexadecimal digits or 44 base64 characters (openssl rand -base64 32).',
    );
  }
  return bytes;
}
