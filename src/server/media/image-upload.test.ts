import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#lib/media/media-library.ts';
import { detectImageFormat } from './image-signature.ts';
import { prepareUpload, VARIANT_WIDTHS } from './image-upload.ts';
import { Refusal } from '../http/refusal.ts';

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 47, g: 111, b: 79, alpha: 1 } } });
}

async function refusal(bytes: Uint8Array): Promise<Refusal> {
  const error = await prepareUpload(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

describe('prepareUpload', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'takes %s pictures and keeps them as WebP with smaller copies',
    async (format) => {
      const bytes = await picture(900, 600).toFormat(format).toBuffer();
      const prepared = await prepareUpload(bytes);
      expect(prepared).toMatchObject({ source: format, width: 900, height: 600 });
      expect(detectImageFormat(prepared.bytes)).toBe('webp');
      expect(prepared.variants.map((variant) => [variant.width, variant.height])).toEqual([
        [320, 213],
        [400, 267],
        [640, 427],
      ]);
      for (const variant of prepared.variants) expect(detectImageFormat(variant.bytes)).toBe('webp');
    },
  );

  it('scales a very large picture down to the library size and writes every smaller width', async () => {
    const prepared = await prepareUpload(await picture(3000, 1500).png().toBuffer());
    expect([prepared.width, prepared.height]).toEqual([2560, 1280]);
    expect(prepared.variants.map((variant) => variant.width)).toEqual([...VARIANT_WIDTHS]);
  });

  it('turns a phone photo upright and drops its metadata', async () => {
    const sideways = await picture(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const prepared = await prepareUpload(sideways);
    expect([prepared.width, prepared.height]).toEqual([100, 200]);
    const metadata = await sharp(prepared.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('refuses a text file, whatever it is called, as not an image (415)', async () => {
    const problem = await refusal(new TextEncoder().encode('name,price\nBlue Dream,35.00\n'));
    expect(problem.status).toBe(415);
    expect(problem.fields).toEqual({ file: [problem.message] });
    expect(problem.message).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
  });

  it('refuses formats the library does not take (GIF, SVG, TIFF)', async () => {
    for (const bytes of [
      await picture(100, 100).gif().toBuffer(),
      await picture(100, 100).tiff().toBuffer(),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>'),
    ]) {
      expect((await refusal(bytes)).status).toBe(415);
    }
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const png = await picture(300, 300).png().toBuffer();
    const truncated = png.subarray(0, 40);
    expect((await refusal(truncated)).status).toBe(415);
    const fake = new Uint8Array([...png.subarray(0, 8), ...new TextEncoder().encode('nothing of a picture follows')]);
    expect((await refusal(fake)).status).toBe(415);
  });

  it('refuses a picture too small to use and one too large to open', async () => {
    const tiny = await refusal(await picture(40, 30).png().toBuffer());
    expect(tiny.status).toBe(422);
    expect(tiny.message).toContain('40 × 30 pixels');
    // 13000 × 100 pixels compresses to a small file; the header alone refuses it.
    const wide = await refusal(
      await sharp({ create: { width: 13_000, height: 100, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    expect(wide.status).toBe(422);
    expect(wide.message).toContain('13000 × 100');
  });

  it('refuses a file over the size limit before looking inside (413)', async () => {
    const problem = await refusal(new Uint8Array(MAX_UPLOAD_BYTES + 1));
    expect(problem.status).toBe(413);
    expect(problem.message).toContain('10 MB');
  });
});
