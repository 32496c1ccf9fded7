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
