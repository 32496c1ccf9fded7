import type { HiringChecks, StageMove } from '#lib/hiring/job-applications.ts';
import type { JobPostingInput } from '#lib/hiring/job-postings.ts';
import {
  addApplicationNote,
  closeJobPosting,
  createJobPosting,
  moveApplication,
  publishJobPosting,
  recordStateTracking,
  saveHiringChecks,
  saveJobPosting,
} from '../../api/hiring.ts';
import { routeAction } from '../../writes/route-action.ts';

/** A new draft posting, whose editor then opens. */
export const createPostingAction = routeAction({
  create: (input: JobPostingInput) => createJobPosting(input),
});

type Id = { id: string };

/** The editor's changes: the posting's fields, going out and closing; an application's moves, checks and notes. */
export const postingEditorAction = routeAction({
  save: ({ id, input }: Id & { input: JobPostingInput }) => saveJobPosting(id, input),
  publish: ({ id, overrideReason }: Id & { overrideReason?: string }) => publishJobPosting(id, overrideReason),
  close: ({ id }: Id) => closeJobPosting(id),
  move: ({ id, move }: Id & { move: StageMove }) => moveApplication(id, move),
  checks: ({ id, checks }: Id & { checks: HiringChecks }) => saveHiringChecks(id, checks),
  tracking: ({ id, enteredOn }: Id & { enteredOn: string }) => recordStateTracking(id, enteredOn),
  note: ({ id, body }: Id & { body: string }) => addApplicationNote(id, body),
});
