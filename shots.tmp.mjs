import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4416';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [name, path, widths, action] = process.argv.slice(2);
for (const width of widths.split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 740 : 900 }, isMobile: width < 800, hasTouch: width < 800 });
  await context.addCookies([{ name: 'age_verified', value: 'adult', url: base }]);
  const page = await context.newPage();
  await page.goto(base + path);
  if (action) await new Function('page', `return (async () => { ${action} })()`)(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shopper/shots/${name}-${width}.png` });
  await context.close();
}
await browser.close();
