import { useEffect, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import {
  ADMIN_CONTENT_MESSAGES,
  adminContentCreateSchema,
  CONTENT_DATA_SCHEMAS,
  CONTENT_TYPE_LABELS,
  type AdminContentDocument,
  type Publication,
} from '@/api/admin-content';
import { CONTENT_WRITE_SCHEMAS } from '@/api/admin-content-write';
import type { ContentType } from '@/api/content';
import { TextField } from '@/web/ui/field';
import { useWriteContent } from '../api/content-documents';
import { issueErrors, serverErrors, under, type FieldErrors } from '../components/field-errors';
import { ContentPreview } from './content-preview';
import { errorText } from './field-styles';
import { PublicationBar } from './publication-bar';
import { SchemaField } from './schema-field';
import { emptyValue } from './schema-shape';

const DONE: Record<AdminContentDocument['state'], string> = {
  draft: ADMIN_CONTENT_MESSAGES.saved,
  scheduled: ADMIN_CONTENT_MESSAGES.scheduled,
  published: ADMIN_CONTENT_MESSAGES.published,
};

/**
 * One document's editor (README "Content in the console"): its address (uid), tags, the type's
 * fields built from the type's own schema, a live preview, and its publication. Checked with the
 * API's schemas before sending; the server's errors land beside the same fields; what was typed stays.
 */
export function ContentEditor({
  type,
  document,
  onSaved,
  onDeleted,
  onDirtyChange,
}: {
  type: ContentType;
  document?: AdminContentDocument;
  onSaved: (document: AdminContentDocument) => void;
  onDeleted: () => void;
  /** Whether the form holds changes not yet saved, so the page can ask before it throws them away. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [uid, setUid] = useState(document?.uid ?? '');
  const [tags, setTags] = useState((document?.tags ?? []).join(', '));
  const [data, setData] = useState<unknown>(() => document?.data ?? emptyValue(CONTENT_DATA_SCHEMAS[type] as z.ZodMiniType));
  const [savedForm, setSavedForm] = useState(() => formText(uid, tags, data));
  const dirty = formText(uid, tags, data) !== savedForm;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string>();
  const [deleteError, setDeleteError] = useState<string>();
  const write = useWriteContent(type);

  const save = (publication?: Publication) => {
    setDone(undefined);
    const body = { type, uid, tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean), data, published_on: publication ?? document?.published_on ?? null };
    const found = { ...checked(body), ...checkedData(type, data) };
    setErrors(found);
    if (Object.keys(found).length) return;
    const patch = { uid: body.uid, tags: body.tags, data: data as Record<string, unknown>, ...(publication !== undefined ? { published_on: publication } : {}) };
    write.mutate(document ? { id: document.id, patch } : { create: { ...body, data: data as Record<string, unknown>, published_on: publication ?? null } }, {
      onSuccess: (saved) => {
        setSavedForm(formText(body.uid, tags, data));
        setDone(publication === null ? ADMIN_CONTENT_MESSAGES.unpublished : DONE[saved.state]);
        onSaved(saved);
      },
      onError: (error) => setErrors(serverErrors(error)),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const loose = Object.entries(errors).filter(([path]) => path === '' || path === '_');
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: '5', alignItems: 'start' })}>
      <form onSubmit={submit} noValidate aria-label={`${CONTENT_TYPE_LABELS[type]}: ${document ? document.uid : 'new'}`} className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
        <TextField label="Address (uid)" helperText="Lower-case letters, digits and hyphens, like spring-sale." value={uid} error={errors.uid} onChange={(event) => setUid(event.target.value)} required />
        <TextField label="Tags (comma separated)" value={tags} error={errors.tags ?? errors['tags.0']} onChange={(event) => setTags(event.target.value)} />
        <SchemaField schema={CONTENT_DATA_SCHEMAS[type] as z.ZodMiniType} value={data} onChange={setData} path="data" label="Content" errors={errors} />
        {errors.published_on && <p className={errorText}>{errors.published_on}</p>}
        {loose.map(([path, message]) => (
          <p key={path} role="alert" className={errorText}>
            {message}
          </p>
        ))}
        {Object.keys(errors).length > 0 && (
          <p role="alert" className={errorText}>
            Check the highlighted fields: nothing was saved.
          </p>
        )}
        <PublicationBar document={document} busy={write.isPending} onSave={save} deleteError={deleteError}
          onDelete={() => {
            setDeleteError(undefined);
            write.mutate({ id: document!.id, remove: true }, { onSuccess: onDeleted, onError: (error) => setDeleteError(error.message) });
          }}
        />
        <p role="status" className={css({ fontWeight: 'semibold', minH: '6' })}>
          {write.isPending ? 'Saving…' : done}
        </p>
      </form>
      <ContentPreview type={type} data={data} />
    </div>
  );
}

/** The form's values as one text, to tell whether anything changed since the last save. */
function formText(uid: string, tags: string, data: unknown): string {
  return JSON.stringify([uid, tags, data]);
}

/** The document's own fields, checked by the API's create schema (uid form, tags). */
function checked(body: Record<string, unknown>): FieldErrors {
  const result = z.safeParse(adminContentCreateSchema, { ...body, data: {} });
  return result.success ? {} : issueErrors(result.error.issues);
}

/** A number box left empty says so plainly, not the schema's 'Invalid input: expected number'. */
const emptyNumber: z.core.$ZodErrorMap = (issue) => (issue.code === 'invalid_type' && issue.expected === 'number' && issue.input === undefined ? ADMIN_CONTENT_MESSAGES.required : undefined);

/** The data, checked by its type's write schema (the server's own), keyed as the server keys it ('data.body.2.text'). */
function checkedData(type: ContentType, data: unknown): FieldErrors {
  const result = z.safeParse(CONTENT_WRITE_SCHEMAS[type], data, { error: emptyNumber });
  return result.success ? {} : issueErrors(result.error.issues, under('data'));
}
