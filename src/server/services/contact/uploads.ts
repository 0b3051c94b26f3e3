import { and, eq, inArray } from 'drizzle-orm';
import { apiPaths } from '@/api/paths';
import { isUploadType, UPLOAD_KEY_PATTERN, type Upload } from '@/api/contact';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { uploads, users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import type { FileStorage } from '@/server/services/storage/file-storage';
import { fileTooLarge, fileTypeNotAllowed, keepNewFile, readCheckedFile, type FileRules } from '@/server/services/storage/checked-file';

type UploadRow = typeof uploads.$inferSelect;
type Reader = { id: number; orderingAppId: number; isPortalUser: boolean };

/** A returns photo or clip: it claims an image or video type, and its first bytes prove one of the same kind. */
const UPLOAD_RULES: FileRules = {
  maxBytes: UPLOAD_MAX_BYTES,
  tooLarge: fileTooLarge,
  typeRefused: fileTypeNotAllowed,
  accepts: (proven, claimed) => isUploadType(claimed) && proven.split('/')[0] === claimed.split('/')[0],
};

/** /api/uploads/{key}: the link a contact request carries. */
export const uploadLink = (key: string) => `/api${apiPaths.getUpload.path.replace('{key}', key)}`;

/** The key of a link (or a bare key); undefined for anything else. */
export function uploadKeyOf(linkOrKey: string): string | undefined {
  const key = linkOrKey.split('?')[0]!.split('/').pop() ?? '';
  return UPLOAD_KEY_PATTERN.test(key) ? key : undefined;
}

function toUpload(row: UploadRow): Upload {
  return { link: uploadLink(row.storageKey), key: row.storageKey, name: row.fileName, size: row.sizeBytes, type: row.contentType };
}

/** A file name as shown back: no folders, no control characters, at most 200 characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return [...base].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('').trim().slice(0, 200) || 'upload';
}

/**
 * Stores one returns photo or clip (part 2 §5: images and videos, at most 10485760 bytes each): 413
 * when too large, 415 unless it claims an image or video type and its first bytes prove a known
 * one of the same kind. The stored type is the proven one.
 */
export async function saveUpload(db: Database, storage: FileStorage, userId: number, file: File): Promise<Upload> {
  const checked = await readCheckedFile(file, UPLOAD_RULES);
  const row = await keepNewFile(storage, '', checked, async (key) => {
    const [inserted] = await db
      .insert(uploads)
      .values({ userId, storageKey: key, fileName: displayName(file.name), contentType: checked.contentType, sizeBytes: checked.bytes.byteLength })
      .returning();
    return inserted!;
  });
  return toUpload(row);
}

/** The upload behind a key when `reader` may see it: its owner, or staff of the owner's brand. */
export async function findReadableUpload(db: Database, key: string, reader: Reader): Promise<UploadRow | undefined> {
  const [found] = await db
    .select({ upload: uploads, ownerAppId: users.orderingAppId })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(eq(uploads.storageKey, key));
  if (!found) return undefined;
  const mayRead = found.upload.userId === reader.id || (reader.isPortalUser && found.ownerAppId === reader.orderingAppId);
  return mayRead ? found.upload : undefined;
}

/**
 * The sender's own uploads named by a request's image links, in the order given. Any link that is
 * not one of theirs answers 400 on `images`: a request can only carry files its sender uploaded.
 */
export async function ownUploads(db: Database, userId: number | undefined, links: readonly string[]): Promise<Upload[]> {
  if (links.length === 0) return [];
  const keys = links.map(uploadKeyOf);
  const wanted = keys.filter((key): key is string => key !== undefined);
  const rows = userId === undefined || wanted.length !== keys.length
    ? []
    : await db.select().from(uploads).where(and(eq(uploads.userId, userId), inArray(uploads.storageKey, wanted)));
  const byKey = new Map(rows.map((row) => [row.storageKey, row]));
  if (keys.some((key) => !key || !byKey.has(key))) throw badRequest('Upload your images again.', { images: ['Upload your images again.'] });
  return wanted.map((key) => toUpload(byKey.get(key)!));
}
