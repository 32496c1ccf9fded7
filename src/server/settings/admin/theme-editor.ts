import { logoUrlOf } from '#lib/settings/logo-path.ts';
import { THEME_COLOUR_KEYS, THEME_COLOUR_LABELS, type StoreTheme } from '#lib/settings/theme-colours.ts';
import type { DashboardTheme } from '#lib/settings/theme.ts';
import { listAudit, recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { clip } from './settings-sections.ts';
import { StoreSettingsMissingError } from '../store-settings.ts';
import { parseStoreTheme } from '../theme.ts';

/** The store's theme as the storefront applies it (defaults filled in). */
export async function getEditableTheme(db: Queryable): Promise<StoreTheme> {
  const [row] = await db.query<{ theme: unknown }>('select theme from store_settings limit 1');
  if (!row) throw new StoreSettingsMissingError();
  return parseStoreTheme(typeof row.theme === 'string' ? JSON.parse(row.theme) : row.theme);
}

/**
 * Saves the theme (already checked for contrast by ThemeInput) and logs the colours and logo
 * that changed. Every page applies it from its next render: the write notifies the page caches.
 */
export async function saveTheme(db: Database, actor: AuditActor, theme: StoreTheme): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ theme: unknown }>('select theme from store_settings for update');
    if (!row) throw new StoreSettingsMissingError();
    const before = parseStoreTheme(typeof row.theme === 'string' ? JSON.parse(row.theme) : row.theme);
    const changes = THEME_COLOUR_KEYS.filter((key) => before[key] !== theme[key]).map(
      (key) => `${THEME_COLOUR_LABELS[key].toLowerCase()} ${before[key]} → ${theme[key]}`,
    );
    if (before.logoPath !== theme.logoPath)
      changes.push(`logo ${logoUrlOf(before.logoPath) || 'none'} → ${logoUrlOf(theme.logoPath) || 'none'}`);
    if (changes.length === 0) return { changed: false };

    await tx.query('update store_settings set theme = $1::text::jsonb, updated_at = now()', [JSON.stringify(theme)]);
    await recordAudit(tx, actor, {
      entityType: 'theme',
      entityId: 'store',
      action: 'updated',
      summary: clip(`Theme: ${changes.join('; ')}`),
      before,
      after: theme,
    });
    return { changed: true };
  });
}

/** What the theme page shows: the theme and its newest changes. */
export async function loadDashboardTheme(db: Queryable): Promise<DashboardTheme> {
  const [theme, audit] = await Promise.all([
    getEditableTheme(db),
    listAudit(db, [{ entityType: 'theme', entityId: 'store' }], { limit: 20 }),
  ]);
  return { theme, audit };
}
