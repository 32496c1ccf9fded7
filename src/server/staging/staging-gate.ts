import { dataChanges } from '../cache/change-feed.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Queryable } from '../db/database.ts';
import { queryOne } from '../db/database.ts';
import { isStagingPassword, verifyStagingToken } from './staging-token.ts';
import { limitRequest, type RequestLimit } from '../http/rate-limit.ts';

/** Tries of the staging password from one address in 15 minutes: a person mistypes a few, a script guesses thousands. */
export const STAGING_PASSWORD_LIMIT: RequestLimit = { windowSeconds: 15 * 60, perClient: 10 };

// Every request asks; the setting is read once and again after each store change the database
// announces (every instance hears it), and on every request while nothing is listening.
let knownSetting: Promise<boolean> | undefined;
dataChanges.subscribe((channel) => {
  if (channel === 'store_changed') knownSetting = undefined;
});

async function readStagingSetting(db: Queryable): Promise<boolean> {
  const row = await queryOne<{ staging_mode: boolean }>(db, 'select staging_mode from store_settings');
  return row?.staging_mode ?? false;
}

/** Whether the site runs as a staging site: forced by STAGING_MODE, or switched on in the store settings. */
export async function isStagingActive(db: Queryable, config: RuntimeConfig): Promise<boolean> {
  if (config.staging.forced) return true;
  if (!dataChanges.watching) return readStagingSetting(db);
  knownSetting ??= readStagingSetting(db).catch((error: unknown) => {
    knownSetting = undefined;
    throw error;
  });
  return knownSetting;
}

/** Whether a visitor's staging cookie lets them in; no password configured lets nobody in. */
export function isValidStagingToken(token: string | undefined, config: RuntimeConfig, now = Date.now()): boolean {
  return !!config.staging.password && verifyStagingToken(token, config.staging.password, now);
}

/**
 * Whether the typed password is the staging password (never true when none is configured), once
 * the try is counted against STAGING_PASSWORD_LIMIT: beyond it, a 429 and no answer either way.
 */
export async function checkStagingPassword(
  db: Queryable,
  typed: string,
  config: RuntimeConfig,
  clientAddress: string,
): Promise<boolean> {
  await limitRequest(
    db,
    'staging-password',
    STAGING_PASSWORD_LIMIT,
    { clientAddress },
    {
      client: 'Too many tries of the staging password from here.',
    },
  );
  return !!config.staging.password && isStagingPassword(typed, config.staging.password);
}
