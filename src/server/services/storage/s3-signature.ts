import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible storage (AWS S3, MinIO, R2, ...), written out because no
 * AWS SDK is installed: a request is signed over its method, path, headers and payload hash.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export interface S3Credentials {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** URI-encodes one path segment as SigV4 expects (RFC 3986 unreserved characters stay). */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignInput {
  method: string;
  /** Host of the endpoint, with its port when not the scheme's default. */
  host: string;
  /** The encoded path, e.g. '/bucket/key'. */
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  now: Date;
}

/** The headers to send: the given ones, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signS3Request(input: SignInput, credentials: S3Credentials): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { 'x-amz-content-sha256': input.payloadHash, 'x-amz-date': amzDate };
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value.trim();
  const signed: Record<string, string> = { ...headers, host: input.host };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [input.method, input.path, '', names.map((name) => `${name}:${signed[name]}\n`).join(''), names.join(';'), input.payloadHash].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
