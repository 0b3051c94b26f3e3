/**
 * Set by the service worker on an API answer it gave from its own cache because the network failed
 * or was slow: such an answer says nothing about whether the server can be reached. Its own module,
 * free of zod, because the service worker imports it.
 */
export const DEVICE_COPY_HEADER = 'x-apotheca-device-copy';
