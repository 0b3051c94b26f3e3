import {
  adminContentCreateSchema,
  adminContentDocumentSchema,
  adminContentListSchema,
  adminContentParamSchema,
  adminContentPatchSchema,
  adminContentQuerySchema,
  contentImageUploadSchema,
} from './admin-content';
import type { ApiOperation } from './operation';

/**
 * The console's content calls (README "Content in the console"): permission content.edit, operators
 * only, their own brand's documents only (another brand's id is 404). Every write is in the audit log;
 * the storefront's content reads show a publish on the shopper's next visit.
 */
export const adminContentPaths = {
  adminListContent: {
    method: 'get',
    path: '/admin/content',
    summary: "One type's documents with their state (draft, scheduled, published): drafts first, then newest publish date",
    tag: 'admin',
    query: adminContentQuerySchema,
    response: adminContentListSchema,
    errors: [400, 401, 403],
  },
  adminGetContent: {
    method: 'get',
    path: '/admin/content/{id}',
    summary: 'One document of the brand, whatever its state',
    tag: 'admin',
    params: adminContentParamSchema,
    response: adminContentDocumentSchema,
    errors: [400, 401, 403, 404],
  },
  adminCreateContent: {
    method: 'post',
    path: '/admin/content',
    summary: "A new document: data checked by its type's schema; a draft unless published_on is 'now' or a moment; 409 when the uid is taken",
    tag: 'admin',
    body: adminContentCreateSchema,
    response: adminContentDocumentSchema,
    errors: [400, 401, 403, 409],
  },
  adminUpdateContent: {
    method: 'patch',
    path: '/admin/content/{id}',
    summary: "Change uid, tags, data (whole) or published_on ('now', a moment, or null: back to draft)",
    tag: 'admin',
    params: adminContentParamSchema,
    body: adminContentPatchSchema,
    response: adminContentDocumentSchema,
    errors: [400, 401, 403, 404, 409],
  },
  adminDeleteContent: {
    method: 'delete',
    path: '/admin/content/{id}',
    summary: 'Delete a document (answers it as it was)',
    tag: 'admin',
    params: adminContentParamSchema,
    response: adminContentDocumentSchema,
    errors: [400, 401, 403, 404],
  },
  adminUploadContentImage: {
    method: 'post',
    path: '/admin/content/images',
    summary:
      'multipart/form-data with one `file` (a JPEG, PNG, GIF, WebP or AVIF image of at most 10485760 bytes; 413, 415); answers its public link for an image field',
    tag: 'admin',
    multipart: true,
    response: contentImageUploadSchema,
    errors: [400, 401, 403, 413, 415],
  },
} as const satisfies Record<string, ApiOperation>;
