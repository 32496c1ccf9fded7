import type { NewsletterIssueInput } from '#lib/newsletter/subscribers.ts';
import { checkIssue, sendIssue } from '../../api/newsletter.ts';
import { routeAction } from '../../writes/route-action.ts';

/** An issue checked (who would get it, and what is missing) or sent to everyone subscribed. */
export const issueAction = routeAction({
  check: (issue: NewsletterIssueInput) => checkIssue(issue),
  send: (issue: NewsletterIssueInput) => sendIssue(issue),
});
