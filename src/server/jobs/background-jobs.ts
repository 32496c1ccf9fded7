import type { ServerClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { publishDueScheduledPages } from '../content/admin/index.ts';
import { settleLapsedMenuProducts } from '../catalog/index.ts';
import type { MailConfig } from '../config/mail-config.ts';
import type { SmsConfig } from '../config/sms-config.ts';
import { deliverOutbox, storeMailFrom, createSmtpSender } from '../mail/index.ts';
import { expireLapsedOrders } from '../orders/index.ts';
import { sendTourReminders } from '../inquiries/index.ts';
import { deleteExpiredApplications } from '../hiring/index.ts';
import type { MediaStore } from '../media/index.ts';
import { refreshReports, recordStockoutDays } from '../reports/index.ts';
import { expireIdempotencyKeys } from '../http/idempotency-keys.ts';
import { syncSourcedStores, type InventorySourceFactory } from '../inventory/index.ts';
import { createTwilioSender } from '../sms/twilio-sender.ts';
import { deliverTexts } from '../sms/deliver-texts.ts';
import { deliverSalesReceipts, type SalesSourceFor } from '../inventory/index.ts';

/** How often each instance looks for background work. */
export const JOB_INTERVAL_MS = 60_000;
/** How often stores whose stock comes from a source are synced: the menu aims at a minute behind it. */
export const INVENTORY_SYNC_INTERVAL_MS = 20_000;

/** One unit of background work; each claims its rows in the database, so every instance may run it. */
export interface BackgroundJob {
  name: string;
  run(db: Database, now: Date): Promise<number>;
  /** Runs on a timer of its own this often as well as in every round (the inventory sync). */
  intervalMs?: number;
}

/** Where stores' stock comes from, for the inventory sync: the adapters' factory and the credentials' key. */
export interface InventorySyncSettings {
  sourceFor: InventorySourceFactory;
  credentialsKey?: Buffer;
}

export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  // Orders nobody picked up: stock back on the shelf, pickup places freed.
  { name: 'expire-lapsed-orders', run: (db, now) => expireLapsedOrders(db, now) },
  // Lots that expired overnight take their products off the menu's read model.
  { name: 'settle-lapsed-menu-products', run: (db) => settleLapsedMenuProducts(db) },
  // Content pages scheduled for a minute that has come (also those missed while no instance ran).
  { name: 'publish-scheduled-pages', run: (db, now) => publishDueScheduledPages(db, now) },
  // Grow-facility tour guests get one reminder the day before their tour.
  { name: 'send-tour-reminders', run: (db, now) => sendTourReminders(db, now) },
  // Writes' idempotency keys and kept answers older than a day (decision 52).
  { name: 'expire-idempotency-keys', run: (db, now) => expireIdempotencyKeys(db, now) },
  // Sizes still sold out today: their products' demand today is unknown to the forecasts.
  { name: 'record-stockout-days', run: (db, now) => recordStockoutDays(db, now) },
  // Report rollups catch up with the day's orders, so opening a report rebuilds little.
  {
    name: 'refresh-report-rollups',
    run: async (db) => {
      const { rebuiltWhole, daysRebuilt } = await refreshReports(db);
      return rebuiltWhole.length + Object.values(daysRebuilt).reduce((sum, days) => sum + days, 0);
    },
  },
];

/**
 * The jobs of this instance: BACKGROUND_JOBS; syncing the stock of stores whose stock comes from
 * a source, when the store can keep their credentials; deleting job applications past the store's keeping,
 * with their résumés, from the private file store; delivering the email outbox when SMTP is
 * configured, and the SMS outbox when Twilio is; uploading handed-over sales to the stores'
 * inventory sources when the runtime can make their adapters (`salesSourceFor`, decision 79).
 */
export function backgroundJobsFor(
  db: Database,
  {
    mail,
    sms,
    privateFiles,
    inventory,
    salesSourceFor,
  }: {
    mail?: MailConfig;
    sms?: SmsConfig;
    privateFiles?: MediaStore;
    inventory?: InventorySyncSettings;
    salesSourceFor?: SalesSourceFor;
  },
): readonly BackgroundJob[] {
  const jobs = [...BACKGROUND_JOBS];
  if (inventory?.credentialsKey) {
    const { sourceFor, credentialsKey } = inventory;
    jobs.push({
      name: 'sync-store-inventory',
      run: (jobDb, now) => syncSourcedStores(jobDb, { sourceFor, credentialsKey, now }),
      intervalMs: INVENTORY_SYNC_INTERVAL_MS,
    });
  }
  if (privateFiles) {
    jobs.push({
      name: 'delete-expired-job-applications',
      run: (jobDb, now) => deleteExpiredApplications(jobDb, privateFiles, now),
    });
  }
  if (mail) {
    const sender = createSmtpSender(mail.smtpUrl, mail.from ?? (() => storeMailFrom(db)));
    jobs.push({ name: 'deliver-email-outbox', run: (jobDb, now) => deliverOutbox(jobDb, sender, { now }) });
  }
  if (sms) {
    const sender = createTwilioSender(sms);
    jobs.push({ name: 'deliver-sms-outbox', run: (jobDb, now) => deliverTexts(jobDb, sender, { now }) });
  }
  if (salesSourceFor) {
    jobs.push({
      name: 'deliver-sales-receipts',
      run: (jobDb, now) => deliverSalesReceipts(jobDb, salesSourceFor, { now }),
    });
  }
  return jobs.length === BACKGROUND_JOBS.length ? BACKGROUND_JOBS : jobs;
}

/** Runs every job once; a failing job is logged and does not stop the others. */
export async function runBackgroundJobs(
  db: Database,
  jobs: readonly BackgroundJob[],
  now: Date,
): Promise<Record<string, number | 'failed'>> {
  const results: Record<string, number | 'failed'> = {};
  for (const job of jobs) {
    try {
      results[job.name] = await job.run(db, now);
    } catch (error) {
      console.error(`Background job ${job.name} failed:`, error);
      results[job.name] = 'failed';
    }
  }
  return results;
}

/** This instance's background jobs, started by the runtime. */
export interface BackgroundJobRunner {
  /** One round now, at the clock's time, after any round under way (the end-to-end clock's hook). */
  runRound(): Promise<Record<string, number | 'failed'>>;
  /** No more rounds; resolves once the round under way, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs every minute in this process (and once soon after start), each round at the
 * server clock's time and never two rounds at once: a tick that finds a round running skips it,
 * an asked-for round waits for it. A job with an interval of its own also runs alone on its timer,
 * skipped while a round or its previous run is under way. The timers do not keep the process alive.
 */
export function startBackgroundJobs({
  db,
  jobs,
  clock,
  intervalMs = JOB_INTERVAL_MS,
}: {
  db: Database;
  jobs: readonly BackgroundJob[];
  clock: ServerClock;
  intervalMs?: number;
}): BackgroundJobRunner {
  let last: Promise<unknown> = Promise.resolve();
  let running = 0;
  const run = (selected: readonly BackgroundJob[]) => {
    running++;
    const round = last.then(() => runBackgroundJobs(db, selected, clock.now())).finally(() => running--);
    last = round.catch(() => undefined);
    return round;
  };
  const runRound = () => run(jobs);
  const tick = () => {
    if (running === 0) void runRound();
  };
  const first = setTimeout(tick, 5_000);
  const timers = [
    setInterval(tick, intervalMs),
    ...jobs.flatMap((job) =>
      job.intervalMs === undefined
        ? []
        : [
            setInterval(() => {
              if (running === 0) void run([job]);
            }, job.intervalMs),
          ],
    ),
  ];
  first.unref();
  for (const timer of timers) timer.unref();
  return {
    runRound,
    async stop() {
      clearTimeout(first);
      for (const timer of timers) clearInterval(timer);
      await last;
    },
  };
}
