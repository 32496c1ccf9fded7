-- Applying again to a posting with the same email no longer updates the first application: typing
-- an address proves nothing, so a second submission is an application of its own and never
-- replaces anyone's letter or résumé (decision 51). The applicant withdraws one from their emailed
-- link; staff see both, each dated.
alter table public.job_applications drop constraint job_applications_posting_id_email_key;
