import { describe, expect, it } from 'vitest';
import { findChromium, type BrowserLookup } from './find-chromium.ts';

const playwrightsOwn = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

function lookup(installed: string[], env: BrowserLookup['env'] = {}): BrowserLookup {
  return { env, exists: (file) => installed.includes(file), playwrightChromium: () => playwrightsOwn };
}

describe('findChromium', () => {
  it('takes the browser named by CHROMIUM_PATH over any other', () => {
    const found = findChromium(lookup(['/opt/chrome/chrome', playwrightsOwn], { CHROMIUM_PATH: '/opt/chrome/chrome' }));
    expect(found).toBe('/opt/chrome/chrome');
  });

  it("also honours Playwright's own PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH", () => {
    const env = { PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: '/opt/chrome/chrome' };
    expect(findChromium(lookup(['/opt/chrome/chrome'], env))).toBe('/opt/chrome/chrome');
  });

  it('refuses a named browser that is not there instead of testing another one', () => {
    const env = { CHROMIUM_PATH: '/opt/missing/chrome' };
    expect(() => findChromium(lookup([playwrightsOwn], env))).toThrow(/CHROMIUM_PATH.*\/opt\/missing\/chrome/);
  });

  it("prefers Playwright's downloaded Chromium to the system's", () => {
    expect(findChromium(lookup([playwrightsOwn, '/usr/bin/chromium']))).toBe(playwrightsOwn);
  });

  it("falls back to Debian's Chromium when Playwright has downloaded none", () => {
    expect(findChromium(lookup(['/usr/bin/chromium', '/usr/lib/chromium/chromium']))).toBe(
      '/usr/lib/chromium/chromium',
    );
    expect(findChromium(lookup(['/usr/bin/google-chrome']))).toBe('/usr/bin/google-chrome');
  });

  it('still finds the system browser where Playwright has no build for the platform', () => {
    const unsupported: BrowserLookup = {
      ...lookup(['/usr/bin/chromium-browser']),
      playwrightChromium: () => {
        throw new Error('Unsupported platform');
      },
    };
    expect(findChromium(unsupported)).toBe('/usr/bin/chromium-browser');
  });

  it('says how to install one when there is none', () => {
    expect(() => findChromium(lookup([]))).toThrow(/apt-get install chromium/);
  });
});
