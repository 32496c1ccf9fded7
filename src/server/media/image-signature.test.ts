import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './image-signature.ts';

const picture = sharp({ create: { width: 80, height: 60, channels: 3, background: '#2f6f4f' } });

describe('detectImageFormat', () => {
  it.each([
    ['jpeg', () => picture.clone().jpeg().toBuffer()],
    ['png', () => picture.clone().png().toBuffer()],
    ['webp', () => picture.clone().webp().toBuffer()],
    ['avif', () => picture.clone().avif().toBuffer()],
  ] as const)('knows a %s file by its content', async (format, encode) => {
    expect(detectImageFormat(await encode())).toBe(format);
  });

  it('knows nothing else, whatever it would be named', async () => {
    const text = new TextEncoder().encode('This is not a picture, whatever the file name says.\n');
    expect(detectImageFormat(text)).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
    expect(detectImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(await picture.clone().gif().toBuffer())).toBeNull();
    expect(detectImageFormat(await picture.clone().tiff().toBuffer())).toBeNull();
    // A RIFF file that is not WebP (a WAV sound).
    expect(detectImageFormat(new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
  });

  it('tells AVIF from other ISO media files (MP4, HEIC)', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const brands = [major, '\u0000\u0000\u0000\u0000', ...compatible].join('');
      const size = 8 + brands.length;
      return new Uint8Array([0, 0, 0, size, ...new TextEncoder().encode(`ftyp${brands}`)]);
    };
    expect(detectImageFormat(ftyp('mif1', 'mif1', 'avif'))).toBe('avif');
    expect(detectImageFormat(ftyp('isom', 'isom', 'mp41'))).toBeNull();
    expect(detectImageFormat(ftyp('heic', 'mif1', 'heic'))).toBeNull();
  });
});
