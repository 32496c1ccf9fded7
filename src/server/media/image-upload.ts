import sharp, { type Metadata, type SharpOptions } from 'sharp';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  MIN_IMAGE_SIDE,
  type UploadFormat,
} from '#lib/media/media-library.ts';
import { detectImageFormat } from './image-signature.ts';
import { Refusal } from '../http/refusal.ts';

/** The longest side the library keeps; larger uploads are scaled down (a product page shows 800). */
export const LIBRARY_MAX_SIDE = 2560;
/**
 * Widths of the smaller copies written beside each image, as `{name}-{width}.webp`. 400 is the
 * copy the storefront's `srcset` names (src/lib/catalog/images.ts).
 */
export const VARIANT_WIDTHS = [320, 400, 640, 1280] as const;

export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface PreparedImage extends EncodedImage {
  /** What the file was before it was re-encoded as WebP (`bundle` for a composed image). */
  source: UploadFormat | 'bundle';
  variants: EncodedImage[];
}

const INPUT: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' };
// libvips names AVIF "heif" (AVIF is HEIF with AV1 inside).
const DECODED_AS: Record<UploadFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };
const NOT_AN_IMAGE = 'That file is not a JPEG, PNG, WebP or AVIF image. Choose a photo or picture file.';

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Re-encodes to WebP: metadata (a phone photo's location) is dropped and the storefront serves one format. */
async function encode(input: Uint8Array, options: { maxSide?: number; width?: number }): Promise<EncodedImage> {
  let pipeline = sharp(input, INPUT).rotate();
  pipeline = options.width
    ? pipeline.resize({ width: options.width, withoutEnlargement: true })
    : pipeline.resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await pipeline
    .webp({ quality: options.width ? 80 : 86 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/** The library's copies of an image that passed the checks: the full image and its smaller widths. */
export async function encodeForLibrary(input: Uint8Array, source: PreparedImage['source']): Promise<PreparedImage> {
  const main = await encode(input, { maxSide: LIBRARY_MAX_SIDE });
  const variants: EncodedImage[] = [];
  for (const width of VARIANT_WIDTHS) {
    if (width < main.width) variants.push(await encode(main.bytes, { width }));
  }
  return { ...main, source, variants };
}

/**
 * Checks an uploaded file by its content and prepares it for the library. Refused: a file over
 * the size limit (413); anything that is not a JPEG, PNG, WebP or AVIF picture, whatever its name
 * or declared type, or that does not decode as the format it announces (415); a picture too small
 * to use or too large to decode safely (422, judged from its header before decoding).
 */
export async function prepareUpload(bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new Refusal(
      413,
      `That file is ${megabytes(bytes.byteLength)}; the library takes files up to ${megabytes(MAX_UPLOAD_BYTES)}.`,
      'file',
    );
  }
  if (bytes.byteLength === 0) throw new Refusal(400, 'That file is empty. Choose a picture to upload.', 'file');
  const format = detectImageFormat(bytes);
  if (!format) throw new Refusal(415, NOT_AN_IMAGE, 'file');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, INPUT).metadata();
  } catch {
    throw new Refusal(415, `That file starts like a ${format.toUpperCase()} image but cannot be read as one.`, 'file');
  }
  if (metadata.format !== DECODED_AS[format] || (format === 'avif' && metadata.compression !== 'av1')) {
    throw new Refusal(415, NOT_AN_IMAGE, 'file');
  }
  const { width = 0, height = 0 } = metadata;
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw new Refusal(
      422,
      `That picture is ${width} × ${height} pixels; images need at least ${MIN_IMAGE_SIDE} pixels on each side.`,
      'file',
    );
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new Refusal(
      422,
      `That picture is ${width} × ${height} pixels; the library takes up to ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all.`,
      'file',
    );
  }
  try {
    return await encodeForLibrary(bytes, format);
  } catch {
    // The header was fine but the picture data is not (a truncated or damaged file).
    throw new Refusal(415, `That ${format.toUpperCase()} file is damaged or incomplete and cannot be read.`, 'file');
  }
}
