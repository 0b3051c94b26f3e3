import { useRef, useState, type DragEvent } from 'react';
import { css } from 'styled-system/css';
import { isVideoType } from '@/api/contact';
import { Button } from '@/web/ui/button';
import { IconButton } from '@/web/ui/icon-button';
import { CloseIcon } from '@/web/ui/icons';
import { Spinner } from '@/web/ui/spinner';
import { muted } from '../styles';
import type { UploadsState } from '../use-uploads';
import { FieldSlot } from './field-slot';

const dropZone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  p: '5',
  textAlign: 'center',
  border: '2px dashed',
  borderColor: 'line',
  borderRadius: 'md',
  '&[data-dragging]': { borderColor: 'brand', bg: 'brand.soft' },
});
const fileRow = css({ display: 'flex', alignItems: 'center', gap: '3', py: '2', px: '3', borderRadius: 'md', bg: 'wash', fontSize: 'sm' });
const fileName = css({ flex: '1', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 'semibold' });

/** 2411724 -> '2.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const progressTrack = css({ w: '16', h: '1.5', borderRadius: 'pill', bg: 'line', overflow: 'hidden' });
const progressFill = css({ h: 'full', bg: 'brand', transition: 'width 0.2s' });

/** A file on its way: a bar and the percent sent (a progressbar for screen readers, named by the file). */
function UploadProgress({ name, sent }: { name: string; sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <Spinner />
      <span role="progressbar" aria-label={`Uploading ${name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={progressTrack}>
        <span className={progressFill} style={{ width: `${percent}%` }} />
      </span>
      <span aria-hidden className={css({ fontVariantNumeric: 'tabular-nums', fontSize: 'xs', minW: '8', textAlign: 'right' })}>
        {percent}%
      </span>
    </span>
  );
}

/**
 * Photos and videos for a return (part 2 §5): drop one file or pick one, see each by name and size
 * (videos told by their 'video' type, §3), remove any. The hook checks and uploads them.
 */
export function UploadControl({ uploads, error }: { uploads: UploadsState; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploads.add([...event.dataTransfer.files]);
  };
  return (
    <FieldSlot field="images" error={error}>
      <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>Photos or Videos</span>
      <div
        className={dropZone}
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p>Drop a photo or video here</p>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose a File
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*,video/*"
          aria-label="Choose a photo or video"
          className={css({ srOnly: true })}
          tabIndex={-1}
          onChange={(event) => {
            void uploads.add([...(event.target.files ?? [])]);
            // The same file may be picked again after it was removed.
            event.target.value = '';
          }}
        />
        <p className={muted}>Images or videos, up to 10 MB each, one at a time.</p>
      </div>
      {uploads.files.length > 0 && (
        <ul aria-label="Your files" className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
          {uploads.files.map((file) => (
            <li key={file.id} className={fileRow}>
              <span className={css({ fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'muted' })}>{isVideoType(file.type) ? 'Video' : 'Image'}</span>
              <span className={fileName}>{file.name}</span>
              <span className={muted}>{formatFileSize(file.size)}</span>
              {file.upload ? (
                <IconButton aria-label={`Remove ${file.name}`} size="sm" onClick={() => uploads.remove(file.id)}>
                  <CloseIcon />
                </IconButton>
              ) : (
                <UploadProgress name={file.name} sent={file.sent} />
              )}
            </li>
          ))}
        </ul>
      )}
    </FieldSlot>
  );
}
