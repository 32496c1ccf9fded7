import type { RuntimeConfig } from '../config/runtime-config.ts';
import { localMediaStore } from './local-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { supabaseStorage } from './supabase-storage.ts';

/** The Storage `bucket` when Supabase is configured, else the folder on disk. */
function bucketOrFolder(
  { supabase }: Pick<RuntimeConfig, 'supabase'>,
  bucket: string,
  folder: () => MediaStore,
  fetchImpl: typeof fetch,
): MediaStore {
  if (!supabase) return folder();
  return supabaseStorage({ url: supabase.url, serviceRoleKey: supabase.serviceRoleKey, bucket, fetch: fetchImpl });
}

/**
 * The media store this instance is configured for: the Supabase Storage bucket
 * (SUPABASE_STORAGE_BUCKET) when Supabase is configured, else the data folder.
 */
export function mediaStoreFor(
  config: Pick<RuntimeConfig, 'mediaDir' | 'supabase' | 'mediaBucket'>,
  fetchImpl: typeof fetch = globalThis.fetch,
): MediaStore {
  return bucketOrFolder(config, config.mediaBucket, () => localMediaStore(config.mediaDir), fetchImpl);
}

/** The private files' types, by extension: what the private folder gives back when read. */
const PRIVATE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Where files that are never served publicly live (applicants' résumés): a private Storage bucket
 * (SUPABASE_PRIVATE_BUCKET) when Supabase is configured, else `DATA_DIR/private`, a folder beside
 * the media library that no route serves. The app reads them itself, for admins only.
 */
export function privateFileStoreFor(
  config: Pick<RuntimeConfig, 'privateDir' | 'supabase' | 'privateBucket'>,
  fetchImpl: typeof fetch = globalThis.fetch,
): MediaStore {
  const folder = () => localMediaStore(config.privateDir, PRIVATE_CONTENT_TYPES);
  return bucketOrFolder(config, config.privateBucket, folder, fetchImpl);
}
