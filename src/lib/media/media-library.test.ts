import { describe, expect, it } from 'vitest';
import { attachImageSchema, bundleRequestSchema, formatBytes, mediaUpdateSchema } from './media-library.ts';

const ID = '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d';

describe('media library input', () => {
  it('needs alt text, trimmed and at most 250 characters', () => {
    expect(mediaUpdateSchema.parse({ alt: '  Blue Dream buds  ' })).toEqual({ alt: 'Blue Dream buds' });
    expect(mediaUpdateSchema.safeParse({ alt: '   ' }).error?.issues[0]?.message).toBe(
      'Describe the image for people who cannot see it.',
    );
    expect(mediaUpdateSchema.safeParse({}).success).toBe(false);
    expect(mediaUpdateSchema.safeParse({ alt: 'x'.repeat(251) }).success).toBe(false);
  });

  it('takes a bundle of 2 to 6 images with a layout and a colour', () => {
    const image = { kind: 'media', id: ID } as const;
    const bundle = (count: number) => ({
      sources: Array(count).fill(image),
      layout: 'grid',
      background: '#FFAA00',
      alt: 'Deal of the week',
    });
    expect(bundleRequestSchema.parse(bundle(2)).background).toBe('#ffaa00');
    expect(bundleRequestSchema.safeParse(bundle(6)).success).toBe(true);
    expect(bundleRequestSchema.safeParse(bundle(1)).error?.issues[0]?.message).toBe(
      'Choose at least 2 images for a bundle.',
    );
    expect(bundleRequestSchema.safeParse(bundle(7)).error?.issues[0]?.message).toBe(
      'A bundle image holds at most 6 images.',
    );
    expect(bundleRequestSchema.safeParse({ ...bundle(2), layout: 'circle' }).success).toBe(false);
    expect(bundleRequestSchema.safeParse({ ...bundle(2), background: 'red' }).success).toBe(false);
  });

  it('attaches a library image by id, with its own alt text unless another is given', () => {
    expect(attachImageSchema.parse({ mediaId: ID })).toEqual({ mediaId: ID });
    expect(attachImageSchema.safeParse({ mediaId: 'blue-dream.webp' }).success).toBe(false);
  });

  it('writes sizes for people', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * 1024)).toBe('200 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.45 * 1024 * 1024)).toBe('1.4 MB');
  });
});
