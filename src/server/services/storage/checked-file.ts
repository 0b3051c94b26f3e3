import { randomBytes } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@/api/contact';
import { ApiProblem, badRequest } from '@/server/http/errors';
import { logError } from '@/server/services/logging/log-error';
import { SIGNATURE_BYTES, sniffContentType } from './file-signature';
import type { FileStorage, StoredFile } from './file-storage';

export const FILE_EMPTY = 'The file is empty.';

/** The answers of part 1 §8 for an upload past its limit and for a type it does not take. */
export const fileTooLarge = () => new ApiProblem(413, { error: UPLOAD_MESSAGES.tooLarge });
export const fileTypeNotAllowed = () => new ApiProblem(415, { error: UPLOAD_MESSAGES.typeNotAllowed });

/** What one upload route accepts: its own limit and the answers it gives (part 1 §8). */
export interface FileRules {
  maxBytes: number;
  /** The 413 answer past maxBytes. */
  tooLarge: () => ApiProblem;
  /** The 415 answer for a type the route does not take. */
  typeRefused: () => ApiProblem;
  /** Whether the type the first bytes prove (and the one the browser claimed) may be kept. */
  accepts: (provenType: string, claimedType: string) => boolean;
}

/**
 * An uploaded file read for keeping (part 1 §8 'File is too large', 'File type not allowed'): 413
 * past the route's limit, 400 when empty, 415 unless its first bytes prove a type the route takes.
 * The claimed type is only a claim; what is kept and served is the proven one.
 */
export async function readCheckedFile(file: File, rules: FileRules): Promise<StoredFile> {
  if (file.size > rules.maxBytes) throw rules.tooLarge();
  if (file.size === 0) throw badRequest(FILE_EMPTY, { file: [FILE_EMPTY] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffContentType(bytes.subarray(0, SIGNATURE_BYTES));
  if (!contentType || !rules.accepts(contentType, file.type)) throw rules.typeRefused();
  return { bytes, contentType };
}

/**
 * Keeps `file` under a new key (`prefix` + 32 random hex digits, chosen by the server: DECISIONS.md
 * "File uploads") and hands the key to `record`, which writes what points at it. A file whose record
 * fails is removed again, so storage never holds a file nothing links to.
 */
export async function keepNewFile<Result>(
  storage: FileStorage,
  prefix: string,
  file: StoredFile,
  record: (key: string) => Promise<Result>,
): Promise<Result> {
  const key = `${prefix}${randomBytes(16).toString('hex')}`;
  await storage.put(key, file);
  try {
    return await record(key);
  } catch (error) {
    // The refusal is what the caller must hear; a file left behind is only logged.
    await storage.delete(key).catch((cleanup: unknown) => logError('[upload] removing an unrecorded file', cleanup));
    throw error;
  }
}
