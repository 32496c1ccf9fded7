import type { SettingsInput } from '#lib/settings/store-settings-input.ts';
import type { RuntimeConfig } from '../../config/runtime-config.ts';

/**
 * Staging mode sends every request, the dashboard's included, to the staging password. Without
 * STAGING_PASSWORD nobody could get past it, not even to switch it off, so it cannot be switched on.
 */
export function stagingModeRefusal(
  input: SettingsInput<'storefront'>,
  config: Pick<RuntimeConfig, 'staging'>,
): string | null {
  return input.stagingMode && !config.staging.password
    ? 'Staging mode needs a staging password (STAGING_PASSWORD) on the server; without one nobody, staff included, could open the site to switch it off.'
    : null;
}
