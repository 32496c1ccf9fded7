/**
 * Jobs, the public side: the open postings and their pages, applying with a résumé, the
 * applicant's own status page and deletion request, admins' résumé downloads, and the retention
 * job. (The dashboard's postings editor and hiring pipeline are `admin/`.)
 */
export {
  loadJobsList,
  loadJobPostingPage,
  JOBS_PATH,
  type JobsListView,
  type PostingCard,
  type PostingPageView,
} from './page-loaders.ts';
export { listOpenPostingPaths } from './postings.ts';
export { applyForJob, APPLICATION_FORM, type ApplicationInput, type ApplicationOutcome } from './apply.ts';
export { loadApplicationStatus, deleteApplicationOnRequest, type ApplicationStatus } from './applicant-status.ts';
export { createResumeLink, openResumeDownload, RESUME_LINK_SECONDS } from './resume-download.ts';
export { answerResumeDownload } from './resume-download-answer.ts';
export { deleteExpiredApplications } from './retention.ts';
/** The store résumés are kept in: the private one, which no route serves. */
export { privateFileStoreFor as resumeStoreFor } from '../media/index.ts';
