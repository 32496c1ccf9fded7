import type { StoreTheme } from './theme-colours.ts';
import type { AuditEntry } from '../staff/audit-entry.ts';

/** The dashboard's theme page (`/dashboard/theme`): the theme as stored and its newest changes. */
export interface DashboardTheme {
  theme: StoreTheme;
  audit: AuditEntry[];
}
