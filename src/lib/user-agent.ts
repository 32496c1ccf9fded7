/**
 * Search engines, crawlers, link previewers and audit tools (spec §8). They read every page's
 * content but never see the age gate, and get a bare status instead of the error page.
 */
const BOT_USER_AGENT = /bot|crawl|spider|lighthouse|facebookexternalhit|google/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
