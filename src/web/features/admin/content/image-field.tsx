import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { STORE_IMAGE_TYPES } from '@/api/admin-stores';
import { TextField } from '@/web/ui/field';
import { useUploadContentImage } from '../api/content-documents';
import { errorText, group, legend } from './field-styles';
import type { FieldErrors } from '../components/field-errors';
import { fileInput } from '../components/file-input-style';

/**
 * An image of a document: upload a file (kept through the storage interface; its link fills the
 * address) or type an address, and always a text alternative for people who cannot see it.
 */
export function ImageField({ label, value, onChange, path, errors }: { label: string; value: { url: string; alt: string } | undefined; onChange: (value: unknown) => void; path: string; errors: FieldErrors }) {
  const image = value ?? { url: '', alt: '' };
  const upload = useUploadContentImage();
  const [uploadError, setUploadError] = useState<string>();
  const inputId = useId();
  // An upload ends after later edits (another item removed or moved): its link goes into the image as
  // it is then, through the onChange of then, not the one of when it started.
  const latest = useRef({ image, onChange });
  useEffect(() => {
    latest.current = { image, onChange };
  });
  return (
    <fieldset className={group}>
      <legend className={legend}>{label}</legend>
      {image.url && <img src={image.url} alt="" className={css({ maxH: '32', width: 'auto', objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 'md' })} />}
      <label htmlFor={inputId} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        Upload an image
      </label>
      <input
        id={inputId}
        type="file"
        accept={STORE_IMAGE_TYPES.join(',')}
        disabled={upload.isPending}
        className={fileInput}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setUploadError(undefined);
          upload.mutate(file, { onSuccess: ({ url }) => latest.current.onChange({ ...latest.current.image, url }), onError: (error) => setUploadError(error.message) });
        }}
      />
      {upload.isPending && <p role="status">Uploading…</p>}
      {uploadError && <p className={errorText} role="alert">{uploadError}</p>}
      <TextField label="Image address" value={image.url} error={errors[`${path}.url`]} onChange={(event) => onChange({ ...image, url: event.target.value })} />
      <TextField label="Text alternative" helperText="What the image shows, for people who cannot see it." value={image.alt} error={errors[`${path}.alt`]} onChange={(event) => onChange({ ...image, alt: event.target.value })} />
    </fieldset>
  );
}
