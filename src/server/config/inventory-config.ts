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

/** Where this deployment reaches each kind of source, and Metrc's vendor key (decision 77). */
export interface SourceEndpoints {
  /** Metrc's API: Michigan's unless METRC_API_URL names another (a sandbox). */
  metrcUrl: string;
  /** The software's vendor API key (METRC_VENDOR_KEY); without it no store reaches Metrc. */
  metrcVendorKey: string | undefined;
  /** Dutchie POS's API: its public address unless DUTCHIE_POS_API_URL names another. */
  dutchiePosUrl: string;
}

export const METRC_MICHIGAN_API_URL = 'https://api-mi.metrc.com';
export const DUTCHIE_POS_PUBLIC_API_URL = 'https://api.pos.dutchie.com';

function httpAddress(name: string, text: string | undefined, fallback: string): string {
  if (text === undefined || text === '') return fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigurationError(`${name} must be an http(s) address, like ${fallback}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigurationError(`${name} must be an http(s) address, like ${fallback}.`);
  }
  return url.href.replace(/\/$/, '');
}

/** METRC_API_URL, METRC_VENDOR_KEY and DUTCHIE_POS_API_URL, checked; messages never repeat the key. */
export function readSourceEndpoints(env: {
  METRC_API_URL?: string | undefined;
  METRC_VENDOR_KEY?: string | undefined;
  DUTCHIE_POS_API_URL?: string | undefined;
}): SourceEndpoints {
  const vendorKey = env.METRC_VENDOR_KEY?.trim();
  return {
    metrcUrl: httpAddress('METRC_API_URL', env.METRC_API_URL, METRC_MICHIGAN_API_URL),
    metrcVendorKey: vendorKey ? vendorKey : undefined,
    dutchiePosUrl: httpAddress('DUTCHIE_POS_API_URL', env.DUTCHIE_POS_API_URL, DUTCHIE_POS_PUBLIC_API_URL),
  };
}
