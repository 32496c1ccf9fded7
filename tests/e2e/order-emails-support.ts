import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Moves an order through the counter as staff do, by the dashboard's own endpoints. */
export async function pickUp(staff: APIRequestContext, baseURL: string, number: string): Promise<void> {
  const search = await staff.get(`/api/dashboard/orders/search?q=${number}`);
  const { rows } = (await search.json()) as { rows: { id: string; number: string }[] };
  const order = rows.find((row) => row.number === number)!;
  for (const to of ['accepted', 'ready', 'picked_up']) {
    const moved = await staff.post(`/api/dashboard/orders/${order.id}/status`, {
      data: { to },
      headers: { Origin: baseURL },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

/**
 * The link in the newest email of `template` to an account, as the dashboard shows the outbox:
 * its first link, or the first to a path that starts with `path`.
 */
export async function emailedLink(
  staff: APIRequestContext,
  email: string,
  template: string,
  path = '/',
): Promise<string> {
  const users = (await (await staff.get(`/api/dashboard/users?q=${encodeURIComponent(email)}`)).json()) as {
    users: { id: string; email: string }[];
  };
  const user = users.users.find((candidate) => candidate.email === email)!;
  const detail = (await (await staff.get(`/api/dashboard/users/${user.id}`)).json()) as {
    emails: { template: string; text: string }[];
  };
  const message = detail.emails.find((candidate) => candidate.template === template);
  const link = (message?.text.match(/https?:\/\/\S+/g) ?? []).find((found) => new URL(found).pathname.startsWith(path));
  if (!link) throw new Error(`No ${template} link to ${path} for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
