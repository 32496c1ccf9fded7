import { describe, expect, it } from 'vitest';
import { applicationFields } from './application-fields.ts';

/** The form as Astro hands an Action its fields: an empty text field is null, a ticked box true. */
const posted = {
  slug: 'budtender',
  name: 'Robin Applicant',
  email: ' Robin@Example.test ',
  phone: '734 555 0188',
  coverLetter: null,
  attests21: true,
  consentsToKeep: true,
  resume: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'robin.pdf'),
  idempotencyKey: null,
  website: null,
  recaptchaToken: null,
};

describe('applicationFields', () => {
  it('reads a form with its empty fields as empty text', () => {
    expect(applicationFields.parse(posted)).toMatchObject({
      email: 'robin@example.test',
      phone: '7345550188',
      coverLetter: '',
      idempotencyKey: '',
      website: '',
      recaptchaToken: '',
    });
  });

  it('names each field at fault', () => {
    const result = applicationFields.safeParse({
      ...posted,
      phone: null,
      attests21: false,
      consentsToKeep: false,
      resume: new File([], ''),
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['phone', 'attests21', 'consentsToKeep', 'resume']));
  });
});
