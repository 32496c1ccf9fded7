import type { Page } from '@playwright/test';

/** What a browser does when the shopper switches tabs or leaves: the page becomes hidden, and sends its web vitals. */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Makes the page keep a copy of every beacon it sends (Playwright cannot read a beacon's body from
 * the network); call before the page loads, then read them with `sentBeacons`.
 */
export async function keepSentBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: string[] = ((window as unknown as { sentBeacons: string[] }).sentBeacons = []);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
}

/** The bodies of the beacons the page sent so far. */
export function sentBeacons(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons);
}
