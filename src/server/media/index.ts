/**
 * The media library and the file stores, the public side: the store this instance serves images
 * from, the private store résumés are kept in, and the library as other domains read it (the press
 * kit's pictures, the sizes a page's image is drawn at). (The dashboard's library is `admin/`.)
 */
export { mediaStoreFor, privateFileStoreFor } from './configured-media-store.ts';
export { MediaStoreError, type MediaFile, type MediaStore } from './media-store.ts';
export { listMedia, variantPath } from './media-library.ts';
