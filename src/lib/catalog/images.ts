/** A product image ready for `<img>`: the full size, a smaller one for phones, and its box. */
export interface ProductImage {
  src: string;
  /** `srcset` with the 400px variant and the full size; empty when there is no smaller variant. */
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

interface ImageRow {
  path: string;
  alt: string;
  width: number;
  height: number;
}

const SMALL_WIDTH = 400;

/**
 * Media library paths (`products/{slug}.webp`) are served under `/media/`. Next to every image
 * wider than 400px the media library and the seed write a `{name}-400.{ext}` copy, so phones
 * download a quarter of the pixels.
 */
export function productImage(row: ImageRow): ProductImage {
  const src = `/media/${encodeURI(row.path)}`;
  const small = /\.(webp|jpe?g|png|avif)$/i.test(row.path) ? src.replace(/(\.[a-z]+)$/i, `-${SMALL_WIDTH}$1`) : null;
  return {
    src,
    srcSet: small && row.width > SMALL_WIDTH ? `${small} ${SMALL_WIDTH}w, ${src} ${row.width}w` : '',
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
  };
}

/** A list statement's columns of a product's first image (`image_path` null when it has none). */
export interface FirstImageColumns {
  image_path: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
}

/** A product's first image from a list row, or null when it has none. */
export function firstImageOf(row: FirstImageColumns): ProductImage | null {
  if (row.image_path === null) return null;
  return productImage({
    path: row.image_path,
    alt: row.image_alt ?? '',
    width: Number(row.image_width),
    height: Number(row.image_height),
  });
}
