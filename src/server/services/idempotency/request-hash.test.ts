import { describe, expect, test } from 'vitest';
import { canonicalJson, requestHash } from './request-hash';

/**
 * README "Writes made offline": an Idempotency-Key is bound to one request, whatever order its JSON keys
 * came in (part 2 §7).
 */
describe('the request an Idempotency-Key is bound to', () => {
  test('canonical JSON sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'x' }], c: true } })).toBe('{"a":{"c":true,"d":[2,{"y":"x","z":null}]},"b":1}');
  });

  test('the same body in another key order has the same hash', () => {
    expect(requestHash('post', '/api/carts/op/add-item', '{"quantity":1,"inventory_id":7}')).toBe(
      requestHash('POST', '/api/carts/op/add-item', '{ "inventory_id": 7, "quantity": 1 }'),
    );
  });

  test('another value, path or method is another request', () => {
    const hash = requestHash('POST', '/api/carts/op/add-item', '{"quantity":1}');
    expect(requestHash('POST', '/api/carts/op/add-item', '{"quantity":2}')).not.toBe(hash);
    expect(requestHash('POST', '/api/carts/op/update-quantity', '{"quantity":1}')).not.toBe(hash);
    expect(requestHash('PUT', '/api/carts/op/add-item', '{"quantity":1}')).not.toBe(hash);
  });

  test('a body that is not JSON is hashed as sent', () => {
    expect(requestHash('POST', '/p', '{not json')).toBe(requestHash('POST', '/p', '{not json'));
    expect(requestHash('POST', '/p', '{not json')).not.toBe(requestHash('POST', '/p', '{not json '));
  });
});
