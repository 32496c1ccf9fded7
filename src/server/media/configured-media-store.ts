import type { RuntimeConfig } from '../config/runtime-config.ts';
import { localMediaStore } from './local-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { supabaseStorage } from './supabase-storage.ts';

/**
 * The media store this instance is configured for: the Supabase Storage bucket
 * (SUPABASE_STORAGE_BUCKET) when Supabase is configured, else the data folder.
 */
export function mediaStoreFor(
  config: Pick<RuntimeConfig, 'mediaDir' | 'supabase' | 'mediaBucket'>,
  fetchImpl: typeof fetch = globalThis.fetch,
): MediaStore {
  if (config.supabase) {
    return supabaseStorage({
      url: config.supabase.url,
      serviceRoleKey: config.supabase.serviceRoleKey,
      bucket: config.mediaBucket,
      fetch: fetchImpl,
    });
  }
  return localMediaStore(config.mediaDir);
}
