import { COMMON_PASSWORD_ROOTS, COMMON_PASSWORDS } from './common-passwords.ts';

/** NIST SP 800-63B and OWASP: length over composition rules; 12 is the store's floor. */
export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing it costs the same as any other. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Why a password is refused, in words a customer can act on, or null when it is acceptable.
 * `context` holds what the account already says about the person (email, name): a password made
 * of those is the first thing anyone would try. Runs in the browser for instant feedback and on
 * the server, which decides.
 */
export function passwordProblem(password: string, context: readonly string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lowered = password.normalize('NFKC').toLowerCase();
  if (COMMON_PASSWORDS.has(lowered) || COMMON_PASSWORD_ROOTS.has(lowered.replace(/[\d\W_]+$/u, ''))) {
    return 'That password is on the list of the most common passwords. Choose something less guessable.';
  }
  if (isRepetitive(lowered))
    return 'That password is a repeated or sequential pattern. Choose something less guessable.';
  const compact = lowered.replace(/[\W_]+/gu, '');
  for (const word of contextWords(context)) {
    if (compact.replace(/\d+$/u, '') === word) return 'Do not use your email or name as your password.';
  }
  return null;
}

/** One character repeated, or a run of consecutive characters (abcdef…, 98765…), or a short block repeated. */
function isRepetitive(text: string): boolean {
  const chars = [...text];
  if (new Set(chars).size <= 2) return true;
  const step = (chars[1]?.codePointAt(0) ?? 0) - (chars[0]?.codePointAt(0) ?? 0);
  if (
    Math.abs(step) === 1 &&
    chars.every((char, i) => i === 0 || char.codePointAt(0)! - chars[i - 1]!.codePointAt(0)! === step)
  ) {
    return true;
  }
  for (let size = 1; size <= chars.length / 3; size += 1) {
    const block = chars.slice(0, size).join('');
    if (block.repeat(Math.ceil(chars.length / size)).slice(0, text.length) === text) return true;
  }
  return false;
}

function contextWords(context: readonly string[]): string[] {
  return context
    .flatMap((value) => {
      const lowered = value.normalize('NFKC').toLowerCase().trim();
      return [lowered.replace(/[\W_]+/gu, ''), lowered.split('@')[0]?.replace(/[\W_]+/gu, '') ?? ''];
    })
    .filter((word) => word.length >= 4);
}
