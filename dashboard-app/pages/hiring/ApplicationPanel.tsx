import type { ApplicationDetail, ResumeFacts } from '#lib/hiring/job-applications.ts';
import { AuditLog } from '../../ui/AuditLog.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { ApplicationNotes } from './ApplicationNotes.tsx';
import { HiringChecksForm } from './HiringChecksForm.tsx';
import { ResumeDownload } from './ResumeDownload.tsx';
import { StageControls } from './StageControls.tsx';
import { StateTrackingForm } from './StateTrackingForm.tsx';

function resumeText(resume: ResumeFacts): string {
  const size = resume.bytes === null ? '' : `, ${Math.max(1, Math.round(resume.bytes / 1024))} KB`;
  return `${resume.fileName ?? 'Résumé'} (${(resume.type ?? 'file').toUpperCase()}${size})`;
}

/**
 * One application: who applied and how to reach them, what they sent and agreed to, the stage
 * and its moves, Michigan's checks, the state-tracking entry after a hire, notes and history.
 */
export function ApplicationPanel({ application }: { application: ApplicationDetail }) {
  const { resume } = application;
  return (
    <section
      aria-labelledby="application-heading"
      className="rounded-xl border-2 border-brand-700/40 bg-surface p-4 md:p-6"
      data-testid="application-panel"
    >
      <h2 id="application-heading" tabIndex={-1} className="text-xl font-bold text-brand-900">
        {application.name}
      </h2>
      <p className="mt-1 text-ink-muted">
        Applied <DateTime iso={application.createdAt} /> for {application.postingTitle}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${application.email}`} className="text-brand-800 underline">
                {application.email}
              </a>
            </dd>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 underline">
                {application.phone}
              </a>
            </dd>
            <dt className="font-semibold">Said they are 21 or older</dt>
            <dd>
              <DateTime iso={application.attested21At} />
            </dd>
            <dt className="font-semibold">Agreed the store keeps the application</dt>
            <dd>
              <DateTime iso={application.consentedToKeepAt} />
            </dd>
            <dt className="font-semibold">Résumé</dt>
            <dd data-testid="application-resume">
              {resume === null ? (
                'None sent'
              ) : resume.deletedAt ? (
                <>
                  Deleted <DateTime iso={resume.deletedAt} /> under the retention policy
                </>
              ) : (
                <>
                  {resumeText(resume)}
                  <ResumeDownload applicationId={application.id} />
                </>
              )}
            </dd>
          </dl>
          <section aria-labelledby="cover-letter-heading">
            <h3 id="cover-letter-heading" className="text-lg font-bold text-brand-900">
              Cover letter
            </h3>
            <p className="mt-1 whitespace-pre-line">{application.coverLetter || 'None written.'}</p>
          </section>
          <ApplicationNotes applicationId={application.id} notes={application.notes} />
        </div>
        <div className="flex flex-col gap-6">
          <StageControls application={application} />
          <HiringChecksForm application={application} />
          <StateTrackingForm application={application} />
        </div>
      </div>
      <AuditLog
        entries={application.audit}
        headingId="application-history-heading"
        title="This application’s history"
        empty="No staff changes to this application yet."
      />
    </section>
  );
}
