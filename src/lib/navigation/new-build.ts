/**
 * New-build detection (spec §7, §9). Every build writes its id to LATEST_BUILD_FILE and bakes the
 * same id into its browser scripts; a page whose id differs from the file's was served by an
 * older build, so its next navigation becomes a full page load (new HTML, new scripts). The
 * reload guard stops a loop when the new page still comes from the old build (a cache, an
 * instance not yet replaced): after one forced load, no other is forced for RELOAD_GUARD_MS.
 */

/** The file each build writes into the client output (served at the site root). */
export const LATEST_BUILD_FILE = 'latest-build.json';

/** Spec §9: page-reload guard time to live. */
export const RELOAD_GUARD_MS = 10_000;

/** Where the guard keeps the time of the last forced full load (per tab). */
export const RELOAD_GUARD_KEY = 'river-raisin:new-build-reload-at';

/** What LATEST_BUILD_FILE holds. */
export interface LatestBuild {
  buildId: string;
}

/** The address of the build file with a timestamp, so no cache on the way answers an old one. */
export function latestBuildUrl(now: number): string {
  return `/${LATEST_BUILD_FILE}?t=${now}`;
}

/** The build id in an answer of LATEST_BUILD_FILE, or null when it holds none. */
export function readBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { buildId } = body as Partial<LatestBuild>;
  return typeof buildId === 'string' && buildId.length > 0 ? buildId : null;
}

/** Whether the deployed build differs from the one that made this page. */
export function isNewBuild(pageBuildId: string, latestBuildId: string | null): boolean {
  return latestBuildId !== null && latestBuildId !== pageBuildId;
}

/**
 * Whether a navigation may be made a full page load now: only when none was forced in the last
 * RELOAD_GUARD_MS. `lastForcedAt` is what RELOAD_GUARD_KEY holds (null when nothing, or garbage).
 */
export function mayForceFullLoad(now: number, lastForcedAt: string | null): boolean {
  const last = Number(lastForcedAt);
  if (lastForcedAt === null || !Number.isFinite(last)) return true;
  // A clock set back must not lock the guard for good.
  return now - last >= RELOAD_GUARD_MS || now < last;
}

/** Asks the server which build is deployed; null when it cannot tell (offline, `astro dev`, no file). */
export async function fetchLatestBuildId(now = Date.now(), fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(latestBuildUrl(now), {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    return response.ok ? readBuildId(await response.json()) : null;
  } catch {
    return null;
  }
}
