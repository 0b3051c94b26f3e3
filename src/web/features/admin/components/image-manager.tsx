import { useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { ApiRequestError } from '@/web/data/api-errors';
import { Button, button } from '@/web/ui/button';
import { fieldError, muted } from '@/web/ui/page-styles';
import { Spinner } from '@/web/ui/spinner';

/** What an upload route takes, and its own words for a file it refuses (checked here before sending). */
export interface ImageRules {
  /** MIME types the server proves by the file's first bytes. */
  types: readonly string[];
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
  /** Said under the control, e.g. 'JPEG, PNG, WebP or GIF, up to 5 MB.' */
  hint: string;
  /** Most images kept, and what to say when there are that many. */
  max?: { count: number; message: string };
}

/** The server's words for a refused file: the first field error of `file`, else its message. */
function refusal(error: unknown): string {
  if (error instanceof ApiRequestError) return error.fields?.file?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Why a file cannot be sent, in the server's words, or undefined when it may be. */
export function imageFileProblem(file: File, rules: ImageRules): string | undefined {
  // No type from the browser (some systems name none for AVIF or WebP): the server proves it by the file's first bytes.
  if (file.type && !rules.types.includes(file.type)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return undefined;
}

export interface ImageManagerProps {
  title: string;
  /** What the images show, for their alt text ('Blue Dream 3.5g, image 2 of 3'). */
  subject: string;
  images: readonly string[];
  rules: ImageRules;
  /** The upload control's label. */
  addLabel?: string;
  /** The first image is the main one, and another can be made so (the list is saved in order). */
  ordered?: boolean;
  /** Sends one file; the images shown come back through `images`. */
  onUpload: (file: File) => Promise<unknown>;
  /** Saves the list after a removal or a new main image. */
  onChange: (images: string[]) => Promise<unknown>;
}

/**
 * The images of an item or a store, saved as they change (not with the form around them, so its
 * unsaved fields stay as typed): each shown with its alt text, removable, the first the main image
 * when `ordered`; "Add image" checks the file's type and size here with the server's own messages,
 * shows the upload while it runs, and the server's refusal beside the control.
 */
export function ImageManager({ title, subject, images, rules, addLabel = 'Add image', ordered = false, onUpload, onChange }: ImageManagerProps) {
  const ids = { heading: useId(), input: useId(), hint: useId(), error: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const full = rules.max !== undefined && images.length >= rules.max.count;

  const run = async (work: () => Promise<unknown>, doing: string, outcome: string) => {
    setError('');
    setDone('');
    setPending(doing);
    try {
      await work();
      setDone(outcome);
    } catch (caught) {
      setError(refusal(caught));
    } finally {
      setPending(undefined);
    }
  };
  const upload = (file: File) => {
    const problem = imageFileProblem(file, rules);
    if (problem) {
      setDone('');
      setError(problem);
      return;
    }
    void run(() => onUpload(file), `Uploading ${file.name}…`, `${file.name} added.`);
  };
  const change = (next: string[], outcome: string) => {
    // The button pressed goes away with its image: keep the keyboard in this section.
    heading.current?.focus();
    void run(() => onChange(next), 'Saving the images…', outcome);
  };
  const altOf = (index: number) => `${subject}, image ${index + 1} of ${images.length}${ordered && index === 0 ? ' (main image)' : ''}`;

  return (
    <section aria-labelledby={ids.heading} aria-busy={pending ? true : undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 id={ids.heading} ref={heading} tabIndex={-1} className={css({ fontWeight: 'bold', outline: 'none' })}>
        {title}
      </h3>
      {images.length ? (
        <ul aria-label={`${title} of ${subject}`} className={list}>
          {images.map((url, index) => (
            <li key={url} className={tile}>
              <img src={url} alt={altOf(index)} width={96} height={96} loading="lazy" className={thumb} />
              {ordered && index === 0 && <span className={css({ fontSize: 'xs', fontWeight: 'bold' })}>Main image</span>}
              {ordered && index > 0 && (
                <Button size="sm" variant="outline" disabled={Boolean(pending)} aria-label={`Make image ${index + 1} the main image`} onClick={() => change([url, ...images.filter((other) => other !== url)], `Image ${index + 1} is the main image now.`)}>
                  Make main
                </Button>
              )}
              <Button size="sm" variant="ghost" disabled={Boolean(pending)} aria-label={`Remove image ${index + 1}`} onClick={() => change(images.filter((other) => other !== url), `Image ${index + 1} removed.`)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>No images yet.</p>
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
        <input
          id={ids.input}
          type="file"
          accept={rules.types.join(',')}
          disabled={full || pending !== undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          className={cx(css({ srOnly: true }), 'peer')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be picked again after a refusal.
            event.target.value = '';
            if (file && !pending) upload(file);
          }}
        />
        <label htmlFor={ids.input} data-disabled={full || pending !== undefined || undefined} className={cx(button({ variant: 'outline', size: 'sm' }), addButton)}>
          {addLabel}
        </label>
        <p id={ids.hint} className={cx(muted, css({ fontSize: 'sm' }))}>
          {full ? rules.max!.message : rules.hint}
        </p>
        <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', _empty: { display: 'none' } })}>
          {pending ? (
            <>
              <Spinner /> {pending}
            </>
          ) : (
            done
          )}
        </p>
        {error && (
          <p id={ids.error} role="alert" className={fieldError}>
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: '0', m: '0' });
const tile = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', w: '7.5rem' });
const thumb = css({ w: '24', h: '24', objectFit: 'cover', borderRadius: 'md', border: '1px solid token(colors.line)', bg: 'wash' });
const addButton = css({
  _peerFocusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '2px' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});
