import type { FileStorage, StoredFile } from './file-storage';
import { encodeSegment, sha256Hex, signS3Request, type S3Credentials } from './s3-signature';

export interface S3Settings extends S3Credentials {
  /** e.g. https://s3.us-east-1.amazonaws.com or a MinIO address; the bucket goes in the path. */
  endpoint: string;
  bucket: string;
  /** Folder inside the bucket, e.g. 'uploads/' ('' for the bucket's top). */
  prefix: string;
}

/**
 * Files in an S3-compatible bucket (DECISIONS.md "File uploads": when configured), addressed
 * path-style (endpoint/bucket/key), which AWS and the self-hosted stores all accept.
 */
export function s3FileStorage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const endpoint = new URL(settings.endpoint);
  const base = endpoint.pathname.replace(/\/$/, '');

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: { bytes: Uint8Array; contentType: string }) {
    const path = `${base}/${encodeSegment(settings.bucket)}/${`${settings.prefix}${key}`.split('/').map(encodeSegment).join('/')}`;
    const headers = signS3Request(
      { method, host: endpoint.host, path, headers: body ? { 'content-type': body.contentType } : {}, payloadHash: sha256Hex(body?.bytes ?? ''), now: new Date() },
      settings,
    );
    return fetchImpl(`${endpoint.origin}${path}`, { method, headers, body: body?.bytes as BodyInit | undefined });
  }

  const failed = (method: string, response: Response) => new Error(`S3 ${method} failed with HTTP ${response.status}`);

  return {
    async put(key, file) {
      const response = await send('PUT', key, file);
      if (!response.ok) throw failed('PUT', response);
    },
    async get(key): Promise<StoredFile | undefined> {
      const response = await send('GET', key);
      if (response.status === 404) return undefined;
      if (!response.ok) throw failed('GET', response);
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw failed('DELETE', response);
    },
  };
}
