import { isSafeMediaPath, MediaStoreError, type MediaFile, type MediaStore } from './media-store.ts';

export interface SupabaseStorageOptions {
  /** The project's URL, without a trailing slash. */
  url: string;
  /** The secret key: the server writes and reads the bucket on the library's behalf; never sent to a browser. */
  serviceRoleKey: string;
  bucket: string;
  fetch: typeof fetch;
}

/** Supabase Storage's error answer: `statusCode` is a string and, on older servers, may differ from the HTTP status. */
interface StorageErrorBody {
  statusCode?: string;
  code?: string;
  error?: string;
  message?: string;
}

/**
 * A missing object: Supabase answers 404 (older servers: 400 with `statusCode` "404"). A missing
 * bucket answers the same way, but it is a misconfiguration, not a file that is gone: reading it
 * as "no file" would turn every résumé in a misnamed private bucket into "deleted".
 */
function isMissingObject(status: number, answer: StorageErrorBody): boolean {
  if (status !== 404 && answer.statusCode !== '404') return false;
  return answer.code !== 'NoSuchBucket' && answer.error !== 'Bucket not found';
}

function objectPath(path: string): string {
  if (!isSafeMediaPath(path)) throw new MediaStoreError(`Not a path in the media bucket: ${path}`);
  return path.split('/').map(encodeURIComponent).join('/');
}

async function errorOf(response: Response): Promise<StorageErrorBody> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as StorageErrorBody) : {};
  } catch {
    return {};
  }
}

/**
 * The media library in a Supabase Storage bucket, through Storage's REST API
 * (`/storage/v1/object/…`) with the service key. The bucket may be private: the app reads files
 * itself and serves them under `/media/`, so pages keep loading images from their own origin.
 */
export function supabaseStorage({ url, serviceRoleKey, bucket, fetch: fetchImpl }: SupabaseStorageOptions): MediaStore {
  const base = `${url}/storage/v1/object`;
  const bucketPath = encodeURIComponent(bucket);
  const auth = { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey };

  async function call(what: string, input: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(input, { ...init, headers: { ...auth, ...init.headers } });
    } catch (error) {
      throw new MediaStoreError(`Supabase Storage could not be reached to ${what}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  async function refused(what: string, response: Response, answer?: StorageErrorBody): Promise<MediaStoreError> {
    const body = answer ?? (await errorOf(response));
    return new MediaStoreError(
      `Supabase Storage refused to ${what} (${response.status}${body.error ? ` ${body.error}` : ''}): ${body.message ?? response.statusText}`,
    );
  }

  return {
    kind: 'supabase',

    async put(path, body, contentType) {
      const what = `store ${path}`;
      const response = await call(what, `${base}/${bucketPath}/${objectPath(path)}`, {
        method: 'POST',
        // Library paths are new for every upload: an existing object means a mistake, not a replacement.
        headers: { 'content-type': contentType, 'cache-control': 'max-age=86400', 'x-upsert': 'false' },
        body: new Blob([new Uint8Array(body)], { type: contentType }),
      });
      if (!response.ok) throw await refused(what, response);
      await response.body?.cancel();
    },

    async read(path): Promise<MediaFile | null> {
      if (!isSafeMediaPath(path)) return null;
      const what = `read ${path}`;
      const response = await call(what, `${base}/${bucketPath}/${objectPath(path)}`, { method: 'GET' });
      if (response.ok) {
        const modified = response.headers.get('last-modified');
        return {
          body: new Uint8Array(await response.arrayBuffer()),
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
          modified: modified ? new Date(modified) : new Date(),
        };
      }
      const answer = await errorOf(response);
      if (isMissingObject(response.status, answer)) return null;
      throw await refused(what, response, answer);
    },

    async remove(paths) {
      if (paths.length === 0) return;
      for (const path of paths) objectPath(path);
      const what = `remove ${paths.join(', ')}`;
      const response = await call(what, `${base}/${bucketPath}`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: paths }),
      });
      if (!response.ok) throw await refused(what, response);
      await response.body?.cancel();
    },
  };
}
