import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUNDLE_TILE, bundleGeometry, composeBundle } from './bundle-image.ts';
import { Refusal } from '../http/refusal.ts';

const square = (colour: string, width = 300, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function pixel(image: Uint8Array, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(image)
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

describe('bundle layout', () => {
  it('puts pictures side by side in a row', () => {
    const row = bundleGeometry(3, 'row');
    expect(row.tiles.map((tile) => tile.top)).toEqual([48, 48, 48]);
    expect(row.width).toBe(2 * 48 + 3 * BUNDLE_TILE + 2 * 32);
    expect(row.height).toBe(2 * 48 + BUNDLE_TILE);
  });

  it('makes a grid of two columns up to four pictures, three beyond, centring a short last row', () => {
    expect(bundleGeometry(4, 'grid').tiles.map((tile) => [tile.left, tile.top])).toEqual([
      [48, 48],
      [680, 48],
      [48, 680],
      [680, 680],
    ]);
    const three = bundleGeometry(3, 'grid');
    expect(three.tiles[2]).toEqual({ left: 48 + 632 / 2, top: 680 });
    const five = bundleGeometry(5, 'grid');
    expect(five.width).toBe(2 * 48 + 3 * BUNDLE_TILE + 2 * 32);
    expect(five.tiles.slice(3).map((tile) => tile.top)).toEqual([680, 680]);
  });
});

describe('composeBundle', () => {
  it('draws each picture in its tile on the background colour', async () => {
    const image = await composeBundle([await square('#ff0000'), await square('#0000ff', 300, 150)], 'row', '#00ff00');
    const { width, height } = await sharp(image).metadata();
    expect([width, height]).toEqual([2 * 48 + 2 * 600 + 32, 2 * 48 + 600]);
    expect(await pixel(image, 10, 10)).toEqual([0, 255, 0]);
    expect(await pixel(image, 48 + 300, 48 + 300)).toEqual([255, 0, 0]);
    // The wide blue picture is fitted whole: background above and below it.
    expect(await pixel(image, 680 + 300, 48 + 300)).toEqual([0, 0, 255]);
    expect(await pixel(image, 680 + 300, 48 + 20)).toEqual([0, 255, 0]);
  });

  it('refuses fewer than two pictures or more than six', async () => {
    const one = [await square('#ff0000')];
    await expect(composeBundle(one, 'row', '#ffffff')).rejects.toBeInstanceOf(Refusal);
    await expect(composeBundle(Array(7).fill(one[0]), 'grid', '#ffffff')).rejects.toThrow(
      /2 to 6 pictures; 7 were chosen/,
    );
  });
});
