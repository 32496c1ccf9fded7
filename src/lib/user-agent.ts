/**
 * Search engines, crawlers, link previewers and audit tools (spec §8). They read every page's
 * content but never see the age gate, and get a bare status instead of the error page.
 */
const BOT_USER_AGENT = /bot|crawl|spider|lighthouse|facebookexternalhit|google/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** The kind of device, from its user agent, for reports that split by device. */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry/i.test(ua)) return 'mobile';
  return 'desktop';
}
