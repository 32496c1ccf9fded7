import { describe, expect, it } from 'vitest';
import { hireChecksProblem, nextStage, stageMoveProblem, stateTrackingDue } from './hiring-steps.ts';

describe('the hiring pipeline', () => {
  it('moves forward one stage at a time up to the hire', () => {
    expect(['new', 'screening', 'interview', 'offer', 'hired'].map((stage) => nextStage(stage as never))).toEqual([
      'screening',
      'interview',
      'offer',
      'hired',
      null,
    ]);
    expect(stageMoveProblem('new', 'screening')).toBeNull();
    expect(stageMoveProblem('new', 'offer')).toBe('From New an application moves to Screening next.');
    expect(stageMoveProblem('interview', 'screening')).toBe('From Interview an application moves to Offer next.');
    expect(stageMoveProblem('offer', 'offer')).toBe('The application is already at Offer.');
  });

  it('rejects from any stage before hired, and never moves a closed application', () => {
    for (const stage of ['new', 'screening', 'interview', 'offer'] as const) {
      expect(stageMoveProblem(stage, 'rejected')).toBeNull();
    }
    expect(stageMoveProblem('hired', 'rejected')).toMatch(/hired/);
    expect(stageMoveProblem('rejected', 'screening')).toMatch(/turned down/);
  });

  it('names the Michigan checks a hire still needs', () => {
    const none = { ageVerifiedAt: null, backgroundCheckedOn: null, excludedListCheckedOn: null };
    expect(hireChecksProblem(none)).toBe(
      'Michigan requires three checks before a hire; still missing: age 21 or older verified, criminal background check and excluded-employee list checked.',
    );
    expect(
      hireChecksProblem({ ...none, ageVerifiedAt: '2026-11-20T16:00:00Z', excludedListCheckedOn: '2026-11-19' }),
    ).toBe('Michigan requires three checks before a hire; still missing: criminal background check.');
    expect(
      hireChecksProblem({
        ageVerifiedAt: '2026-11-20T16:00:00Z',
        backgroundCheckedOn: '2026-11-18',
        excludedListCheckedOn: '2026-11-19',
      }),
    ).toBeNull();
  });

  it('dues the state-tracking entry 7 business days after the hire, overdue the day after', () => {
    const hire = { hiredOn: '2026-11-20', stateTrackingEnteredOn: null };
    expect(stateTrackingDue(hire, '2026-12-02')).toEqual({ dueOn: '2026-12-02', overdue: false });
    expect(stateTrackingDue(hire, '2026-12-03')).toEqual({ dueOn: '2026-12-02', overdue: true });
    expect(stateTrackingDue({ ...hire, stateTrackingEnteredOn: '2026-11-24' }, '2026-12-03')).toBeNull();
    expect(stateTrackingDue({ hiredOn: null, stateTrackingEnteredOn: null }, '2026-12-03')).toBeNull();
  });
});
