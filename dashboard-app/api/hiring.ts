import type { ApplicationDetail, ApplicationRow, HiringChecks, StageMove } from '#lib/hiring/job-applications.ts';
import type {
  JobPostingInput,
  PostingEditorData,
  PostingFormContext,
  PostingListRow,
} from '#lib/hiring/job-postings.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** The jobs pages' calls: postings, and each posting's applications. */

/** Every posting, or those in one state (`?state=` as the list's address has it). */
export function loadJobPostings(state: string | null) {
  return api.get<PostingListRow[]>(dashboardApiUrl('jobPostings', state ? { state } : {}));
}

export function createJobPosting(input: JobPostingInput) {
  return api.post<{ id: string }>(dashboardApiUrl('jobPostings'), input);
}

export function loadJobPosting(id: string) {
  return api.get<PostingEditorData>(dashboardApiUrl('jobPosting', { id }));
}

export function saveJobPosting(id: string, input: JobPostingInput) {
  return api.put<{ changed: boolean }>(dashboardApiUrl('jobPosting', { id }), input);
}

export function publishJobPosting(id: string, overrideReason?: string) {
  return api.post<{ postedAt: string }>(dashboardApiUrl('jobPostingPublish', { id }), { overrideReason });
}

export function closeJobPosting(id: string) {
  return api.post<null>(dashboardApiUrl('jobPostingClose', { id }));
}

/** A posting's applications, filtered as the editor's address says (`stage`, `q`). */
export function loadApplications(postingId: string, query: { stage?: string; q?: string }) {
  const wanted: Record<string, string> = {};
  if (query.stage) wanted.stage = query.stage;
  if (query.q) wanted.q = query.q;
  return api.get<ApplicationRow[]>(dashboardApiUrl('jobPostingApplications', { id: postingId }, wanted));
}

export function loadApplication(id: string) {
  return api.get<ApplicationDetail>(dashboardApiUrl('jobApplication', { id }));
}

export function moveApplication(id: string, move: StageMove) {
  return api.post<null>(dashboardApiUrl('jobApplicationStage', { id }), move);
}

export function saveHiringChecks(id: string, checks: HiringChecks) {
  return api.put<{ changed: boolean }>(dashboardApiUrl('jobApplicationChecks', { id }), checks);
}

export function recordStateTracking(id: string, enteredOn: string) {
  return api.put<null>(dashboardApiUrl('jobApplicationStateTracking', { id }), { enteredOn });
}

export function addApplicationNote(id: string, body: string) {
  return api.post<{ id: number }>(dashboardApiUrl('jobApplicationNotes', { id }), { body });
}

/** What the new posting form checks against: the store's facts and time zone. */
export function loadPostingFormContext() {
  return api.get<PostingFormContext>(dashboardApiUrl('jobPostingForm'));
}

/** A five-minute link to an application's résumé; opening it downloads the file. */
export function createResumeLink(id: string) {
  return api.post<{ url: string; expiresAt: string }>(dashboardApiUrl('jobApplicationResumeLink', { id }));
}
