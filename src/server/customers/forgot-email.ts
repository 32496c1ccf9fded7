import type { Queryable } from '../db/database.ts';
import { emailReminderMessage, emailLink, queueEmail } from '../mail/index.ts';
import { mayEmailAccount } from './account-request-limits.ts';
import { getStoreSettings } from '../settings/index.ts';

/**
 * `/account/forgot-email`: when an account has this phone number and name, its email address
 * gets a reminder of itself (the inbox the customer checks is the answer). Nothing is shown on
 * the page either way, so the form cannot be used to find out who shops here; nor does the hour's
 * limit of account emails to one address, beyond which nothing more is sent.
 */
export async function sendEmailReminder(
  db: Queryable,
  { phone, fullName, origin }: { phone: string; fullName: string; origin: string },
): Promise<void> {
  const rows = await db.query<{ email: string }>(
    `select u.email from profiles p join auth.users u on u.id = p.id
     where p.phone = $1 and lower(regexp_replace(trim(p.full_name), '\\s+', ' ', 'g')) = $2
       and u.deleted_at is null and p.disabled_at is null`,
    [phone, fullName.trim().replace(/\s+/g, ' ').toLowerCase()],
  );
  if (rows.length === 0) return;
  const { name } = await getStoreSettings(db);
  const link = emailLink(origin, '/account/login');
  for (const row of rows) {
    if (await mayEmailAccount(db, row.email))
      await queueEmail(db, emailReminderMessage({ storeName: name, to: row.email, link, origin }));
  }
}
