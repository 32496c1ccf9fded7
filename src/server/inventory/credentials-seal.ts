import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A store's credentials for its system of record, sealed with INVENTORY_CREDENTIALS_KEY
 * (AES-256-GCM) before they reach the database, and opened only to talk to the source. The
 * sealed text is `v1.<iv>.<tag>.<text>`, each part base64; a changed byte anywhere refuses to
 * open. Neither the key nor an opened credential is ever logged or answered to a browser.
 */

const ALGORITHM = 'aes-256-gcm';

export function sealCredentials(key: Buffer, credentials: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), text]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
    .join('.');
}

/** The credentials a sealed text holds; throws when it was sealed with another key or altered. */
export function openCredentials(key: Buffer, sealed: string): Record<string, string> {
  const [version, iv, tag, text] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || text === undefined)
    throw new Error('These credentials are not sealed by this store.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const opened = Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]);
    return JSON.parse(opened.toString('utf8')) as Record<string, string>;
  } catch {
    throw new Error(
      'These credentials cannot be opened with INVENTORY_CREDENTIALS_KEY: it changed, or they were altered.',
    );
  }
}
