import type {
  AttachedImage,
  BundleRequest,
  MediaItem,
  MediaList,
  ProductImageSearch,
} from '#lib/media/media-library.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function listMedia() {
  return api.get<MediaList>(dashboardApiUrl('media'));
}

/** Uploads a picture with its alt text, as a form held them; the server judges the file by its content. */
export function uploadMedia(file: FormDataEntryValue | null, alt: string) {
  const form = new FormData();
  if (file !== null) form.set('file', file);
  form.set('alt', alt);
  return api.post<MediaItem>(dashboardApiUrl('media'), form);
}

export function updateMediaAlt(id: string, alt: string) {
  return api.patch<MediaItem>(dashboardApiUrl('mediaItem', { id }), { alt });
}

export function deleteMedia(id: string) {
  return api.delete<null>(dashboardApiUrl('mediaItem', { id }));
}

/** Products (matching `search`) and the images they show. */
export function searchProductImages(search: string) {
  return api.get<ProductImageSearch>(dashboardApiUrl('mediaProducts', { q: search }));
}

export function composeBundleImage(request: BundleRequest) {
  return api.post<MediaItem>(dashboardApiUrl('mediaBundles'), request);
}

/** Shows a library image on a product, after its other images. */
export function attachToProduct(productId: string, mediaId: string, alt?: string) {
  return api.post<AttachedImage>(dashboardApiUrl('productImages', { id: productId }), {
    mediaId,
    ...(alt ? { alt } : {}),
  });
}

export function removeFromProduct(productId: string, imageId: string) {
  return api.delete<null>(dashboardApiUrl('productImage', { id: productId, imageId }));
}
