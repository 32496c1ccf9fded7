import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Whether a sighted user can see the element: a real size, inside the viewport, not clipped away. */
function isSeen(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const clipped = /inset\(50%\)/.test(style.clipPath) || /^rect\(0(px)?,? 0(px)?/.test(style.clip);
    const onScreen = box.right > 0 && box.bottom > 0 && box.left < window.innerWidth && box.top < window.innerHeight;
    return box.width > 1 && box.height > 1 && onScreen && !clipped && Number(style.opacity) > 0;
  });
}

test('the first Tab reaches a skip link that jumps to the main content', async ({ page }) => {
  await page.goto('/');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toHaveAttribute('href', '#main');
  expect(await isSeen(skipLink), 'hidden until focused').toBe(false);

  await page.keyboard.press('Tab');
  await expect(skipLink).toBeFocused();
  expect(await isSeen(skipLink), 'visible when focused').toBe(true);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  const main = page.locator('main#main');
  await expect(main).toBeAttached();
  // Either main takes focus itself, or it is where sequential focus navigation continues.
  const focusIsInMain = () =>
    main.evaluate((node) => node === document.activeElement || node.contains(document.activeElement));
  if (!(await focusIsInMain())) await page.keyboard.press('Tab');
  expect(await focusIsInMain()).toBe(true);
});
