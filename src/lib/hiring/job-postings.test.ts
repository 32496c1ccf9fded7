import { describe, expect, it } from 'vitest';
import { JobPostingInput } from './job-postings.ts';

describe('JobPostingInput', () => {
  it('refuses the address of the applicants’ own page as a posting’s', () => {
    const slug = JobPostingInput.shape.slug;
    expect(slug.safeParse('budtender').success).toBe(true);
    expect(slug.safeParse('application').error?.issues[0]?.message).toBe(
      'That address is the applicants’ own page; choose another.',
    );
  });
});
