import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import type { OutboxPage } from '#lib/mail/outbox.ts';
import { api } from './client.ts';

/** A page of the outbox; `query` is the emails page's own address (`q`, `page`). */
export function listEmails(query: URLSearchParams) {
  const wanted = new URLSearchParams();
  for (const name of ['q', 'page']) {
    const value = query.get(name);
    if (value) wanted.set(name, value);
  }
  return api.get<OutboxPage>(dashboardApiUrl('emails', wanted));
}
