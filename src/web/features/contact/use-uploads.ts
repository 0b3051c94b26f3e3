import { useCallback, useRef, useState } from 'react';
import { uploadRejection, type Upload } from '@/api/contact';
import { showToast } from '@/web/state/toasts';
import { UPLOAD_FAILED, uploadFile } from './api/upload-file';

/** One picked file: uploading until `upload` (its link) arrives. */
export interface PickedFile {
  id: number;
  name: string;
  size: number;
  type: string;
  upload: Upload | undefined;
  /** How much of it has been sent, 0–1. */
  sent: number;
}

export const ONE_FILE_AT_A_TIME = 'Add one file at a time.';

/**
 * The returns form's files (part 2 §5): one file per pick or drop, checked before it is sent ('File
 * is too large', 'File type not allowed', part 1 §8, as error toasts), empty files left out, each
 * uploaded at once, showing how much has been sent, and removable. A refused upload leaves the list as it was.
 */
export function useUploads() {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const nextId = useRef(1);

  const add = useCallback(async (picked: readonly File[]) => {
    if (picked.length > 1) {
      showToast('error', ONE_FILE_AT_A_TIME);
      return;
    }
    const file = picked[0];
    if (!file || file.size === 0) return;
    const rejection = uploadRejection(file);
    if (rejection) {
      showToast('error', rejection);
      return;
    }
    const id = nextId.current++;
    setFiles((current) => [...current, { id, name: file.name, size: file.size, type: file.type, upload: undefined, sent: 0 }]);
    const update = (patch: Partial<PickedFile>) => setFiles((current) => current.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
    try {
      const upload = await uploadFile(file, { onProgress: (sent) => update({ sent }) });
      update({ upload, sent: 1 });
    } catch (error) {
      setFiles((current) => current.filter((entry) => entry.id !== id));
      showToast('error', error instanceof Error && error.message ? error.message : UPLOAD_FAILED);
    }
  }, []);

  const remove = useCallback((id: number) => setFiles((current) => current.filter((entry) => entry.id !== id)), []);
  const clear = useCallback(() => setFiles([]), []);

  const uploaded = files.flatMap((entry) => (entry.upload ? [entry.upload] : []));
  return { files, uploaded, uploading: files.some((entry) => !entry.upload), add, remove, clear };
}

export type UploadsState = ReturnType<typeof useUploads>;
