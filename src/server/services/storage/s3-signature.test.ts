import { expect, test } from 'vitest';
import { sha256Hex, signS3Request } from './s3-signature';

/** The worked example of AWS's SigV4 documentation ("GET Object"), with its published signature. */
test('signs the documented GET Object example exactly as AWS does', () => {
  const headers = signS3Request(
    { method: 'GET', host: 'examplebucket.s3.amazonaws.com', path: '/test.txt', headers: { Range: 'bytes=0-9' }, payloadHash: sha256Hex(''), now: new Date('2013-05-24T00:00:00Z') },
    { region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  );
  expect(headers.authorization).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  );
  expect(headers['x-amz-date']).toBe('20130524T000000Z');
  expect(headers['x-amz-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
});
