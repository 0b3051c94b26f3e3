/**
 * Where uploaded files live (DECISIONS.md "File uploads"): a small interface so the routes never know
 * the place. The local driver writes to UPLOADS_DIR; an S3-compatible driver can stand behind the
 * same three calls. Keys are chosen by the server (32 random hex digits), never by a client.
 */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}
