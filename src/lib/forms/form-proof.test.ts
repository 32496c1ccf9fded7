import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formProofFields } from './form-proof.ts';

describe('formProofFields', () => {
  const proof = z.object(formProofFields);

  it('reads the empty fields of a posted form (null) and of JSON that leaves them out as empty', () => {
    expect(proof.parse({ website: null, recaptchaToken: null })).toEqual({ website: '', recaptchaToken: '' });
    expect(proof.parse({})).toEqual({ website: '', recaptchaToken: '' });
    expect(proof.parse({ website: 'spam.example', recaptchaToken: 't' })).toEqual({
      website: 'spam.example',
      recaptchaToken: 't',
    });
  });
});
