import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { brandName } from './product-base.ts';
import { productArtSvg } from './product-art.ts';
import type { SeedProduct } from './types.ts';

export const IMAGE_SIZE = 800;
export const THUMBNAIL_SIZE = 400;

/** Where a product's picture lives, relative to the media folder (what product_images.path stores). */
export function productImagePath(slug: string): string {
  return `products/${slug}.webp`;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Writes through a temporary name so a crash never leaves a half-written file that later runs would skip. */
async function writeWebp(image: Sharp, file: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await image.webp({ quality: 82, effort: 0 }).toFile(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function renderProduct(product: SeedProduct, folder: string): Promise<number> {
  const full = path.join(folder, `${product.slug}.webp`);
  const small = path.join(folder, `${product.slug}-${THUMBNAIL_SIZE}.webp`);
  const [haveFull, haveSmall] = await Promise.all([exists(full), exists(small)]);
  if (haveFull && haveSmall) return 0;
  const svg = Buffer.from(productArtSvg(product, brandName(product.brandSlug)));
  // Rasterising the vector art at a lower density is cheaper than resizing, and just as sharp.
  const render = (size: number) => sharp(svg, { density: (72 * size) / IMAGE_SIZE }).removeAlpha();
  const jobs: Promise<void>[] = [];
  if (!haveFull) jobs.push(writeWebp(render(IMAGE_SIZE), full));
  if (!haveSmall) jobs.push(writeWebp(render(THUMBNAIL_SIZE), small));
  await Promise.all(jobs);
  return jobs.length;
}

/**
 * Renders `{slug}.webp` (800×800) and `{slug}-400.webp` for every product into `{mediaDir}/products`,
 * skipping files already there. A few at a time: libvips is multi-threaded itself, and more in
 * flight only costs memory. Returns how many files it wrote.
 */
export async function writeProductImages(
  products: readonly SeedProduct[],
  mediaDir: string,
  concurrency = 4,
): Promise<number> {
  const folder = path.join(mediaDir, 'products');
  await mkdir(folder, { recursive: true });
  let written = 0;
  let cursor = 0;
  const worker = async () => {
    while (cursor < products.length) {
      const product = products[cursor++]!;
      const files = await renderProduct(product, folder);
      written += files;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, products.length) }, worker));
  return written;
}
