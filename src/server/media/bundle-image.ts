import sharp from 'sharp';
import { BUNDLE_MAX_IMAGES, BUNDLE_MIN_IMAGES, MAX_IMAGE_PIXELS, type BundleLayout } from '#lib/media/media-library.ts';
import { Refusal } from '../http/refusal.ts';

/** Each picture gets a square tile this size; tiles sit `GAP` apart inside a `MARGIN`. */
export const BUNDLE_TILE = 600;
const GAP = 32;
const MARGIN = 48;

export interface BundleGeometry {
  width: number;
  height: number;
  /** Top-left corner of each tile, in the order the pictures were given. */
  tiles: { left: number; top: number }[];
}

/**
 * Where each of `count` pictures goes: one row, or a grid of two columns (up to four pictures)
 * or three (five or six), with a short last row centred.
 */
export function bundleGeometry(count: number, layout: BundleLayout): BundleGeometry {
  const columns = layout === 'row' ? count : count <= 4 ? 2 : 3;
  const rows = Math.ceil(count / columns);
  const span = (cells: number) => cells * BUNDLE_TILE + (cells - 1) * GAP;
  const width = 2 * MARGIN + span(columns);
  const tiles = Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / columns);
    const inRow = Math.min(columns, count - row * columns);
    const offset = (span(columns) - span(inRow)) / 2;
    return { left: MARGIN + offset + (index % columns) * (BUNDLE_TILE + GAP), top: MARGIN + row * (BUNDLE_TILE + GAP) };
  });
  return { width, height: 2 * MARGIN + span(rows), tiles };
}

function rgb(hex: string): { r: number; g: number; b: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/**
 * Composes 2–6 pictures into one (lossless PNG, for the library to encode): each fitted whole
 * into its tile on the background colour, transparent parts showing the background.
 */
export async function composeBundle(
  pictures: readonly Uint8Array[],
  layout: BundleLayout,
  background: string,
): Promise<Uint8Array> {
  if (pictures.length < BUNDLE_MIN_IMAGES || pictures.length > BUNDLE_MAX_IMAGES) {
    throw new Refusal(
      400,
      `A bundle image holds ${BUNDLE_MIN_IMAGES} to ${BUNDLE_MAX_IMAGES} pictures; ${pictures.length} were chosen.`,
      'sources',
    );
  }
  const colour = rgb(background);
  const geometry = bundleGeometry(pictures.length, layout);
  const tiles = await Promise.all(
    pictures.map((picture) =>
      sharp(picture, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(BUNDLE_TILE, BUNDLE_TILE, { fit: 'contain', background: { ...colour, alpha: 0 } })
        .png()
        .toBuffer(),
    ),
  );
  const composed = await sharp({
    create: { width: geometry.width, height: geometry.height, channels: 3, background: colour },
  })
    .composite(tiles.map((input, index) => ({ input, ...geometry.tiles[index]! })))
    .png()
    .toBuffer();
  return new Uint8Array(composed);
}
