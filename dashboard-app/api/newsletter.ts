import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import type {
  IssueCheck,
  NewsletterIssueInput,
  SubscriberDetail,
  SubscriberList,
} from '#lib/newsletter/subscribers.ts';
import { api } from './client.ts';

/** A page of the consent ledger's addresses; `query` is the page's own search (`q`, `page`). */
export function listSubscribers(query: URLSearchParams) {
  const wanted = new URLSearchParams();
  for (const name of ['q', 'page']) {
    const value = query.get(name);
    if (value) wanted.set(name, value);
  }
  return api.get<SubscriberList>(dashboardApiUrl('subscribers', wanted));
}

export function loadSubscriber(address: string) {
  return api.get<SubscriberDetail>(dashboardApiUrl('subscriber', { address }));
}

/** Where the whole ledger downloads as CSV (a plain link: the browser saves the file). */
export const CONSENT_LEDGER_CSV = dashboardApiUrl('consentLedger');

export function checkIssue(issue: NewsletterIssueInput) {
  return api.post<IssueCheck>(dashboardApiUrl('newsletterIssueCheck'), issue);
}

export function sendIssue(issue: NewsletterIssueInput) {
  return api.post<{ id: string; recipients: number }>(dashboardApiUrl('newsletterIssues'), issue);
}
