import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { styleHash } from './inline-style.ts';

describe('styleHash', () => {
  it('is the base64 SHA-256 of the exact text, as browsers compute it for a style element', () => {
    // The digest of empty text, as every SHA-256 implementation gives it.
    expect(styleHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(styleHash('body{color:red}')).toBe(
      `sha256-${createHash('sha256').update('body{color:red}').digest('base64')}`,
    );
  });

  it('changes with a single character, so an edited stylesheet never runs under an old hash', () => {
    expect(styleHash('a{color:red}')).not.toBe(styleHash('a{color:red} '));
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    expect(styleHash('a::after{content:"…"}')).toBe(
      `sha256-${createHash('sha256').update(Buffer.from('a::after{content:"…"}', 'utf8')).digest('base64')}`,
    );
  });
});
