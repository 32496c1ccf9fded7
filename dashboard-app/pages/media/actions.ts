import type { BundleRequest } from '#lib/media/media-library.ts';
import {
  attachToProduct,
  composeBundleImage,
  deleteMedia,
  removeFromProduct,
  updateMediaAlt,
  uploadMedia,
} from '../../api/media.ts';
import { routeAction } from '../../writes/route-action.ts';

/** The library's changes; each names the image it is about (`mediaId`), so its card shows how it went. */
export const libraryAction = routeAction({
  /** A picture and its alt text, as the upload form holds them. */
  upload: (form: FormData) => uploadMedia(form.get('file'), String(form.get('alt') ?? '')),
  saveAlt: ({ mediaId, alt }: { mediaId: string; alt: string }) => updateMediaAlt(mediaId, alt),
  attach: ({ mediaId, productId }: { mediaId: string; productId: string }) => attachToProduct(productId, mediaId),
  detach: ({ productId, imageId }: { mediaId: string; productId: string; imageId: string }) =>
    removeFromProduct(productId, imageId),
  delete: ({ mediaId }: { mediaId: string }) => deleteMedia(mediaId),
});

/** A bundle image composed from the chosen pictures. */
export const bundleImageAction = routeAction({
  compose: (request: BundleRequest) => composeBundleImage(request),
});
