import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { MediaItem, MediaList } from '#lib/media/media-library.ts';
import { signInAs } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/** A real picture, made here: a coloured square with a lighter disc in the middle. */
function png(colour: string, size = 480): Promise<Buffer> {
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#ffffff" fill-opacity="0.6"/></svg>`,
  );
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([{ input: disc }])
    .png()
    .toBuffer();
}

async function library(request: APIRequestContext): Promise<MediaItem[]> {
  const response = await request.get('/api/dashboard/media');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MediaList).items;
}

async function uploadThroughApi(
  request: APIRequestContext,
  baseURL: string,
  alt: string,
  colour: string,
): Promise<MediaItem> {
  const response = await request.post('/api/dashboard/media', {
    headers: { Origin: baseURL },
    multipart: { alt, file: { name: `${colour.slice(1)}.png`, mimeType: 'image/png', buffer: await png(colour) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MediaItem;
}

test.describe('dashboard media library', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInAs(context, baseURL!, 'manager');
  });

  test('a manager uploads a real PNG and sees it in the library with its alt text', async ({ page, axe }) => {
    await page.goto('/dashboard/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    await axe.expectNoViolations();

    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'river-sunset.png', mimeType: 'image/png', buffer: await png('#2f6f4f') });
    await page.getByRole('textbox', { name: 'Alt text' }).fill('Sunset over the River Raisin, green sky');
    await page.getByRole('button', { name: 'Upload image' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Uploaded “Sunset over the River Raisin, green sky”.' }),
    ).toBeVisible();
    const card = page.getByRole('article', { name: 'Sunset over the River Raisin, green sky' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: 'Sunset over the River Raisin, green sky' })).toBeVisible();
    await expect(card).toContainText('480 × 480 px');
    await expect(card).toContainText('PNG river-sunset.png');
    // The picture is served from the store's own origin.
    const src = await card.getByRole('img').getAttribute('src');
    expect(src).toMatch(/^\/media\/library\/river-sunset-[0-9a-f]{8}-320\.webp$/);
    const image = await page.request.get(src!);
    expect(image.headers()['content-type']).toBe('image/webp');
    // The upload form is empty again for the next picture.
    await expect(page.getByRole('textbox', { name: 'Alt text' })).toHaveValue('');
    await axe.expectNoViolations();
  });

  test('a file that is not an image is refused even when named photo.png, and nothing is added', async ({ page }) => {
    await page.goto('/dashboard/media');
    await page.getByLabel('Image file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Price list: Blue Dream 3.5 g $35.00\n'),
    });
    await page.getByRole('textbox', { name: 'Alt text' }).fill('Not really a photo');
    await page.getByRole('button', { name: 'Upload image' }).click();

    const message = 'That file is not a JPEG, PNG, WebP or AVIF image. Choose a photo or picture file.';
    await expect(page.getByRole('alert')).toHaveText(message);
    const file = page.getByLabel('Image file');
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
    await expect(page.getByRole('article', { name: 'Not really a photo' })).toHaveCount(0);
    expect((await library(page.request)).some((item) => item.alt === 'Not really a photo')).toBe(false);
  });

  test('the bundle builder composes two images into a new library image', async ({ page, baseURL, axe }) => {
    const tin = await uploadThroughApi(page.request, baseURL!, 'Red gummy tin for the bundle', '#b3261e');
    const box = await uploadThroughApi(page.request, baseURL!, 'Blue pre-roll box for the bundle', '#1e4bb3');

    await page.goto('/dashboard/media/bundle-image-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Bundle image builder' })).toBeVisible();
    await axe.expectNoViolations();

    const fromLibrary = page.getByRole('region', { name: 'From the library' });
    await fromLibrary.getByRole('checkbox', { name: tin.alt }).check();
    await fromLibrary.getByRole('checkbox', { name: box.alt }).check();
    await expect(page.getByRole('heading', { name: 'Chosen pictures (2 of 6), in order' })).toBeVisible();
    await page.getByLabel('In a grid').check();
    await page.getByRole('textbox', { name: 'Alt text' }).fill('Gummy tin and pre-roll box, deal of the week');
    await page.getByRole('button', { name: 'Compose bundle image' }).click();

    await expect(page.getByRole('status')).toContainText(
      'Bundle image “Gummy tin and pre-roll box, deal of the week” saved to the library',
    );
    await expect(page.getByRole('img', { name: 'Gummy tin and pre-roll box, deal of the week' })).toBeVisible();
    const bundle = (await library(page.request)).find(
      (item) => item.alt === 'Gummy tin and pre-roll box, deal of the week',
    );
    expect(bundle).toMatchObject({ source: 'bundle', width: 2 * 48 + 2 * 600 + 32, height: 2 * 48 + 600 });

    await page.goto('/dashboard/media');
    await expect(page.getByRole('article', { name: 'Gummy tin and pre-roll box, deal of the week' })).toContainText(
      'Bundle image',
    );
  });

  test('the bundle builder asks for at least two pictures', async ({ page }) => {
    await page.goto('/dashboard/media/bundle-image-builder');
    await page.getByRole('textbox', { name: 'Alt text' }).fill('Just one picture');
    await page.getByRole('button', { name: 'Compose bundle image' }).click();
    await expect(page.getByRole('alert')).toHaveText('Check the highlighted parts.');
    await expect(page.getByText('Choose at least 2 images for a bundle.')).toBeVisible();
  });
});
