import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, ProductImageSearch } from '#lib/media/media-library.ts';
import * as library from '../../src/pages/api/dashboard/media/index.ts';
import * as oneImage from '../../src/pages/api/dashboard/media/[id].ts';
import * as bundles from '../../src/pages/api/dashboard/media/bundles.ts';
import * as productSearch from '../../src/pages/api/dashboard/media/products.ts';
import * as productImages from '../../src/pages/api/dashboard/catalog/products/[id]/images.ts';
import * as productImage from '../../src/pages/api/dashboard/catalog/products/[id]/images/[imageId].ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { localMediaStore } from '#server/media/local-media-store.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { isWebpFile, makeTempMediaDir } from '../support/media-dir.ts';
import { insertBrand, insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The media library through its dashboard endpoints, on a real database and media folder:
 * uploads judged by content, alt text, deleting, showing library images on products, and
 * bundle images.
 */

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

function uploadRequest(fields: { file?: File; alt?: string }): Request {
  const form = new FormData();
  if (fields.file) form.set('file', fields.file);
  if (fields.alt !== undefined) form.set('alt', fields.alt);
  return new Request('http://shop.test/api/dashboard/media', { method: 'POST', body: form });
}

describe(`the media library on ${testEngine}`, () => {
  let db: Database;
  let staff: SignedInAccount;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  let productId: string;
  let productImageId: string;
  let call: (handler: APIRoute | undefined, request: Request, params?: Record<string, string>) => Promise<Response>;

  const libraryFiles = async () => (await readdir(path.join(media.mediaDir, 'library')).catch(() => [])).sort();
  const mediaCount = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from media'))[0]!.n);

  async function upload(file: File, alt = 'Blue Dream buds on a white table'): Promise<Response> {
    return call(library.POST, uploadRequest({ file, alt }));
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    staff = await insertStaff(db);
    const config = { mediaDir: media.mediaDir, mediaBucket: 'media', supabase: undefined };
    call = (handler, request, params) => callEndpoint(handler, { db, staff, config, request, params });
    await insertBrand(db, 'lake-erie-gardens');
    await insertCategory(db, 'flower');
    productId = await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      brand: 'lake-erie-gardens',
      variants: [{ price: 3500, stock: 10 }],
    });
    await localMediaStore(media.mediaDir).put(
      'products/blue-dream.webp',
      await sharp(await picture(800, 800, '#3a7d44'))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    [{ id: productImageId }] = (await db.query<{ id: string }>('select id from product_images where product_id = $1', [
      productId,
    ])) as [{ id: string }];
  });
  afterAll(async () => {
    await db.close();
    await media.remove();
  });

  it('takes a real PNG: keeps it as WebP with smaller copies, lists it with its alt text, and audits it', async () => {
    const response = await upload(
      new File([await picture(900, 600, '#2f6f4f')], 'Blue Dream Buds.png', { type: 'image/png' }),
    );
    expect(response.status).toBe(201);
    const item = (await response.json()) as MediaItem;
    expect(item).toMatchObject({
      alt: 'Blue Dream buds on a white table',
      width: 900,
      height: 600,
      contentType: 'image/webp',
      source: 'png',
      originalName: 'Blue Dream Buds.png',
      uploadedBy: staff.email,
      usedBy: [],
    });
    expect(item.path).toMatch(/^library\/blue-dream-buds-[0-9a-f]{8}\.webp$/);
    expect(item.url).toBe(`/media/${item.path}`);
    expect(item.variants.map((variant) => variant.width)).toEqual([320, 400, 640]);
    const stem = item.path.slice('library/'.length, -'.webp'.length);
    expect(await libraryFiles()).toEqual([`${stem}-320.webp`, `${stem}-400.webp`, `${stem}-640.webp`, `${stem}.webp`]);
    for (const file of await libraryFiles())
      expect(await isWebpFile(path.join(media.mediaDir, 'library', file))).toBe(true);

    const list = (await (await call(library.GET, jsonRequest('GET', 'media'))).json()) as { items: MediaItem[] };
    expect(list.items.map((listed) => [listed.id, listed.alt])).toEqual([
      [item.id, 'Blue Dream buds on a white table'],
    ]);
    const [entry] = await listAudit(db, [{ entityType: 'media', entityId: item.id }]);
    expect(entry).toMatchObject({ action: 'uploaded', actorEmail: staff.email });
  });

  it('refuses a text file named photo.png and declared a PNG, and adds nothing', async () => {
    const [filesBefore, rowsBefore] = [await libraryFiles(), await mediaCount()];
    const response = await upload(new File(['Blue Dream, 3.5 g, $35.00\n'], 'photo.png', { type: 'image/png' }));
    expect(response.status).toBe(415);
    const body = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(body.error).toBe('That file is not a JPEG, PNG, WebP or AVIF image. Choose a photo or picture file.');
    expect(body.fields.file).toEqual([body.error]);
    expect(await libraryFiles()).toEqual(filesBefore);
    expect(await mediaCount()).toBe(rowsBefore);
  });

  it('refuses a file over 10 MB (413), one too small (422), a missing file or alt text (400) and a body that is not a form (415)', async () => {
    const rowsBefore = await mediaCount();
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(await picture(100, 100, '#000000'));
    expect((await upload(new File([huge], 'huge.png', { type: 'image/png' }))).status).toBe(413);

    const tiny = await upload(new File([await picture(40, 30, '#000000')], 'tiny.png'));
    expect(tiny.status).toBe(422);
    expect(((await tiny.json()) as { error: string }).error).toContain('40 × 30 pixels');

    const noAlt = await call(
      library.POST,
      uploadRequest({ file: new File([await picture(200, 200, '#000000')], 'a.png'), alt: '  ' }),
    );
    expect(noAlt.status).toBe(400);
    expect(((await noAlt.json()) as { fields: Record<string, string[]> }).fields.alt).toEqual([
      'Describe the image for people who cannot see it.',
    ]);

    const noFile = await call(library.POST, uploadRequest({ alt: 'Something' }));
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { fields: Record<string, string[]> }).fields.file).toEqual([
      'Choose an image file to upload.',
    ]);

    expect(
      (await call(library.POST, jsonRequest('POST', 'media', { alt: 'x', file: 'data:image/png;base64,AAAA' }))).status,
    ).toBe(415);
    expect(await mediaCount()).toBe(rowsBefore);
  });

  it('edits alt text, and refuses an empty one', async () => {
    const item = (await (await upload(new File([await picture(300, 300, '#884422')], 'jar.jpg'))).json()) as MediaItem;
    const changed = await call(
      oneImage.PATCH,
      jsonRequest('PATCH', `media/${item.id}`, { alt: 'Amber glass stash jar' }),
      { id: item.id },
    );
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as MediaItem).alt).toBe('Amber glass stash jar');
    const refused = await call(oneImage.PATCH, jsonRequest('PATCH', `media/${item.id}`, { alt: '' }), { id: item.id });
    expect(refused.status).toBe(400);
    const [entry] = await listAudit(db, [{ entityType: 'media', entityId: item.id }]);
    expect(entry).toMatchObject({
      action: 'alt_changed',
      before: { alt: 'Blue Dream buds on a white table' },
      after: { alt: 'Amber glass stash jar' },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(oneImage.PATCH, jsonRequest('PATCH', `media/${missing}`, { alt: 'x' }), { id: missing })).status,
    ).toBe(404);
  });

  it('shows a library image on a product; deleting it is refused while the product shows it, then removes its files', async () => {
    const item = (await (
      await upload(new File([await picture(1000, 1000, '#224488')], 'pre-roll.webp'), 'Pre-roll in its tube')
    ).json()) as MediaItem;
    const attached = await call(
      productImages.POST,
      jsonRequest('POST', `products/${productId}/images`, { mediaId: item.id }),
      { id: productId },
    );
    expect(attached.status).toBe(201);
    const image = (await attached.json()) as { id: string; position: number; alt: string; url: string };
    expect(image).toMatchObject({ position: 1, alt: 'Pre-roll in its tube', url: `/media/${item.path}` });
    const again = await call(
      productImages.POST,
      jsonRequest('POST', `products/${productId}/images`, { mediaId: item.id }),
      { id: productId },
    );
    expect(again.status).toBe(409);

    const refused = await call(oneImage.DELETE, jsonRequest('DELETE', `media/${item.id}`), { id: item.id });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'This image is shown on a product: Blue Dream. Remove it from that product before deleting it.',
    );
    expect(await localMediaStore(media.mediaDir).read(item.path)).not.toBeNull();

    const detached = await call(
      productImage.DELETE,
      jsonRequest('DELETE', `products/${productId}/images/${image.id}`),
      { id: productId, imageId: image.id },
    );
    expect(detached.status).toBe(204);
    const productHistory = await listAudit(db, [{ entityType: 'product', entityId: productId }]);
    expect(productHistory.map((entry) => entry.action)).toEqual(['image_removed', 'image_added']);

    const deleted = await call(oneImage.DELETE, jsonRequest('DELETE', `media/${item.id}`), { id: item.id });
    expect(deleted.status).toBe(204);
    const stem = item.path.slice('library/'.length, -'.webp'.length);
    expect((await libraryFiles()).filter((file) => file.startsWith(stem))).toEqual([]);
    const [entry] = await listAudit(db, [{ entityType: 'media', entityId: item.id }]);
    expect(entry?.action).toBe('deleted');
  });

  it('puts a library image on the storefront menu when it becomes a product’s first image', async () => {
    const item = (await (
      await upload(new File([await picture(500, 500, '#aa3355')], 'gummies.png'), 'Ten gummies in a tin')
    ).json()) as MediaItem;
    const gummies = await insertProduct(db, {
      slug: 'sour-gummies',
      category: 'flower',
      variants: [{ price: 2000, stock: 5 }],
      image: false,
    });
    await call(
      productImages.POST,
      jsonRequest('POST', `products/${gummies}/images`, { mediaId: item.id, alt: 'Sour gummies' }),
      { id: gummies },
    );
    const [row] = await db.query<{ image_path: string; image_alt: string }>(
      'select image_path, image_alt from menu_products where product_id = $1',
      [gummies],
    );
    expect(row).toEqual({ image_path: item.path, image_alt: 'Sour gummies' });
  });

  it('finds products with their images for the builder', async () => {
    const response = await call(productSearch.GET, jsonRequest('GET', 'media/products?q=blue'));
    const { products } = (await response.json()) as ProductImageSearch;
    expect(products).toEqual([
      {
        id: productId,
        name: 'Blue Dream',
        slug: 'blue-dream',
        images: [
          {
            id: productImageId,
            url: '/media/products/blue-dream.webp',
            alt: 'Photo of blue-dream',
            width: 800,
            height: 800,
          },
        ],
      },
    ]);
  });

  describe('bundle images', () => {
    let first: MediaItem;
    let second: MediaItem;

    beforeAll(async () => {
      first = (await (
        await upload(new File([await picture(600, 600, '#ff0000')], 'red.png'), 'Red tin')
      ).json()) as MediaItem;
      second = (await (
        await upload(new File([await picture(600, 400, '#0000ff')], 'blue.png'), 'Blue box')
      ).json()) as MediaItem;
    });

    const order = (sources: { kind: 'media' | 'product-image'; id: string }[], layout = 'row') =>
      jsonRequest('POST', 'media/bundles', {
        sources,
        layout,
        background: '#FFFFFF',
        alt: 'Red tin, blue box and Blue Dream flower',
      });

    it('composes two pictures into a new library image', async () => {
      const response = await call(
        bundles.POST,
        order([
          { kind: 'media', id: first.id },
          { kind: 'product-image', id: productImageId },
        ]),
      );
      expect(response.status).toBe(201);
      const bundle = (await response.json()) as MediaItem;
      expect(bundle).toMatchObject({
        source: 'bundle',
        width: 2 * 48 + 2 * 600 + 32,
        height: 2 * 48 + 600,
        alt: 'Red tin, blue box and Blue Dream flower',
      });
      expect(bundle.path).toMatch(/^library\/bundle-red-tin-blue-box-and-blue-dream-[a-z-]*[0-9a-f]{8}\.webp$/);
      const file = await localMediaStore(media.mediaDir).read(bundle.path);
      const { data } = await sharp(file!.body)
        .extract({ left: 48 + 300, top: 48 + 300, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)].map((value) => Math.round(value / 16))).toEqual([16, 0, 0]);
      const [entry] = await listAudit(db, [{ entityType: 'media', entityId: bundle.id }]);
      expect(entry?.action).toBe('bundle_created');
    });

    it('takes up to six pictures in a grid', async () => {
      const six = [first, second, first, second, first, second].map((item) => ({
        kind: 'media' as const,
        id: item.id,
      }));
      const response = await call(bundles.POST, order(six, 'grid'));
      expect(response.status).toBe(201);
      expect(((await response.json()) as MediaItem).height).toBe(2 * 48 + 2 * 600 + 32);
    });

    it('refuses fewer than two pictures or more than six, and a picture that is gone, adding nothing', async () => {
      const rowsBefore = await mediaCount();
      const one = await call(bundles.POST, order([{ kind: 'media', id: first.id }]));
      expect(one.status).toBe(400);
      expect(((await one.json()) as { fields: Record<string, string[]> }).fields.sources).toEqual([
        'Choose at least 2 images for a bundle.',
      ]);
      const seven = await call(
        bundles.POST,
        order(Array.from({ length: 7 }, () => ({ kind: 'media' as const, id: first.id }))),
      );
      expect(seven.status).toBe(400);
      expect(((await seven.json()) as { fields: Record<string, string[]> }).fields.sources).toEqual([
        'A bundle image holds at most 6 images.',
      ]);
      const gone = await call(
        bundles.POST,
        order([
          { kind: 'media', id: first.id },
          { kind: 'media', id: '00000000-0000-4000-8000-000000000000' },
        ]),
      );
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: string }).error).toBe(
        'Image 2 of the bundle is no longer there. Choose it again.',
      );
      expect(await mediaCount()).toBe(rowsBefore);
    });
  });
});
