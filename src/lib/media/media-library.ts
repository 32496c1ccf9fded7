import { z } from 'zod';

/**
 * The media library as the dashboard and the server both see it: the limits an upload is held to
 * (the browser checks them first for quick feedback; the server decides), the request schemas and
 * the answers' shapes.
 */

/** The largest file the library takes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Image files the library takes, judged by their content (the server decodes every upload). */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
/** For the file input's `accept`, a hint to the browser's picker only. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';
/** Smaller than this on a side is too small to show on a product page. */
export const MIN_IMAGE_SIDE = 64;
/** Larger than this on a side, or than MAX_IMAGE_PIXELS in all, is refused before it is decoded. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_ALT_LENGTH = 250;

export const BUNDLE_MIN_IMAGES = 2;
export const BUNDLE_MAX_IMAGES = 6;
export const BUNDLE_LAYOUTS = ['row', 'grid'] as const;
export type BundleLayout = (typeof BUNDLE_LAYOUTS)[number];

/** Alt text: what the image shows, for people who cannot see it. Required everywhere an image is shown. */
export const altTextSchema = z
  .string({ error: 'Describe the image for people who cannot see it.' })
  .trim()
  .min(1, 'Describe the image for people who cannot see it.')
  .max(MAX_ALT_LENGTH, `Keep the description under ${MAX_ALT_LENGTH} characters.`);

export const mediaUpdateSchema = z.object({ alt: altTextSchema });

/** An image the bundle builder composes: one of the library's, or one a product shows. */
export const bundleSourceSchema = z.object({
  kind: z.enum(['media', 'product-image'], { error: 'Choose images from the library or from products.' }),
  id: z.uuid({ error: 'That image is not in the library.' }),
});
export type BundleSource = z.infer<typeof bundleSourceSchema>;

export const bundleRequestSchema = z.object({
  sources: z
    .array(bundleSourceSchema, { error: `Choose ${BUNDLE_MIN_IMAGES} to ${BUNDLE_MAX_IMAGES} images.` })
    .min(BUNDLE_MIN_IMAGES, `Choose at least ${BUNDLE_MIN_IMAGES} images for a bundle.`)
    .max(BUNDLE_MAX_IMAGES, `A bundle image holds at most ${BUNDLE_MAX_IMAGES} images.`),
  layout: z.enum(BUNDLE_LAYOUTS, { error: 'Choose a row or a grid.' }),
  background: z
    .string({ error: 'Choose a background colour.' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Give the background as a colour like #ffffff.')
    .transform((value) => value.toLowerCase()),
  alt: altTextSchema,
});
export type BundleRequest = z.input<typeof bundleRequestSchema>;

/** Shows a library image on a product (the product editor calls it). Without `alt`, the library's own is used. */
export const attachImageSchema = z.object({
  mediaId: z.uuid({ error: 'Choose an image from the library.' }),
  alt: altTextSchema.optional(),
});

export const productImageSearchSchema = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters.').default(''),
});

/** A smaller copy of a library image, written beside it when it is uploaded. */
export interface MediaVariant {
  width: number;
  url: string;
}

/** A product showing a library image. */
export interface MediaUse {
  productId: string;
  productName: string;
  /** The product_images row, for removing the image from the product. */
  imageId: string;
}

export interface MediaItem {
  id: string;
  /** Where it lives in the store (what product_images.path holds). */
  path: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  byteSize: number;
  contentType: string;
  /** What was uploaded: a JPEG, PNG, WebP or AVIF picture, or a composed bundle. */
  source: UploadFormat | 'bundle';
  originalName: string;
  variants: MediaVariant[];
  uploadedBy: string | null;
  /** ISO timestamp. */
  createdAt: string;
  usedBy: MediaUse[];
}

export interface MediaList {
  items: MediaItem[];
}

/** An image a product shows, for the bundle builder and for attaching library images. */
export interface ProductImageChoice {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductWithImages {
  id: string;
  name: string;
  slug: string;
  images: ProductImageChoice[];
}

export interface ProductImageSearch {
  products: ProductWithImages[];
}

/** A product image as stored after attaching. */
export interface AttachedImage extends ProductImageChoice {
  productId: string;
  position: number;
}

/** A readable size, e.g. "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
