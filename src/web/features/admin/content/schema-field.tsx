import { css } from 'styled-system/css';
import { ADMIN_CONTENT_MESSAGES } from '@/api/admin-content';
import { contentWriteIssues } from '@/api/admin-content-write';
import { Checkbox } from '@/web/ui/checkbox';
import { Field, TextField } from '@/web/ui/field';
import { ChoiceField } from './choice-field';
import { errorText, group, legend, row } from './field-styles';
import { ImageField } from './image-field';
import { ListField } from './list-field';
import { defOf, emptyValue, isImage, kindOf, labelOf, type Schema, type SchemaFieldProps } from './schema-shape';

/** Copy that runs to sentences gets a text box, not a one-line input. */
const LONG_TEXT = new Set(['message', 'text', 'summary', 'intro', 'tagline', 'seo_description', 'subtitle']);
const isColour = (name = '') => name.endsWith('_color') || name === 'gradient';

/** Whether the console's write rules refuse this document field left empty (a banner's message, a page's title). */
const requiredTopText = (path: string, name = '') => path === `data.${name}` && contentWriteIssues({ [name]: '' }).some((issue) => issue.message === ADMIN_CONTENT_MESSAGES.required);

/** One field of a content type's schema, whatever its shape: text, number, switch, choice, list, group, image. */
export function SchemaField(props: SchemaFieldProps) {
  const { schema, value, onChange, path, label, errors, name } = props;
  const def = defOf(schema);
  const error = errors[path];
  switch (def.type) {
    case 'optional':
      // An empty optional number stays undefined, so it is left out of what is sent.
      return <SchemaField {...props} schema={def.innerType!} value={value ?? (defOf(def.innerType!).type === 'number' ? undefined : emptyValue(def.innerType!))} />;
    case 'nullable':
      return <NullableField {...props} />;
    case 'string': {
      const required = requiredTopText(path, name);
      return isColour(name) ? (
        <ColourField label={label} value={String(value ?? '')} onChange={onChange} error={error} />
      ) : LONG_TEXT.has(name ?? '') ? (
        <Field.Root invalid={Boolean(error)} required={required}>
          <Field.Label>
            {label}
            {required && <Field.RequiredIndicator />}
          </Field.Label>
          <Field.Textarea value={String(value ?? '')} rows={3} onChange={(event) => onChange(event.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      ) : (
        <TextField label={label} required={required} value={String(value ?? '')} error={error} onChange={(event) => onChange(event.target.value)} />
      );
    }
    case 'number':
      return (
        <TextField
          label={label}
          type="number"
          inputMode="numeric"
          value={value === null || value === undefined ? '' : String(value)}
          error={error}
          // An emptied box is no number (undefined), never '': optional ones are left out, nullable ones
          // become null, and a required one is refused before sending (content-editor's checkedData).
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      );
    case 'boolean':
      return (
        <Checkbox checked={value === true} onCheckedChange={({ checked }) => onChange(checked)}>
          {label}
        </Checkbox>
      );
    case 'enum':
      return <ChoiceField label={label} choices={Object.values(def.entries ?? {})} value={String(value)} onChange={onChange} error={error} />;
    case 'union':
      return def.discriminator ? <KindField {...props} /> : (
        <ChoiceField label={label} choices={(def.options ?? []).map((option) => String(defOf(option).values?.[0]))} value={String(value)} onChange={(choice) => onChange(Number.isNaN(Number(choice)) ? choice : Number(choice))} error={error} />
      );
    case 'array':
      return <ListField {...props} element={def.element!} Field={SchemaField} />;
    case 'object':
      if (isImage(schema)) return <ImageField label={label} value={value as { url: string; alt: string }} onChange={onChange} path={path} errors={errors} />;
      return <ObjectField {...props} shape={def.shape ?? {}} />;
    default:
      return null;
  }
}

function ObjectField({ value, onChange, path, label, errors, shape }: SchemaFieldProps & { shape: Record<string, Schema> }) {
  const object = (value ?? {}) as Record<string, unknown>;
  return (
    <fieldset className={group}>
      <legend className={legend}>{label}</legend>
      {errors[path] && <p className={errorText}>{errors[path]}</p>}
      {Object.entries(shape).map(([key, field]) => (
        <SchemaField key={key} name={key} schema={field} value={object[key]} path={`${path}.${key}`} label={labelOf(key)} errors={errors} onChange={(next) => onChange({ ...object, [key]: next })} />
      ))}
    </fieldset>
  );
}

/** A block or section of several kinds: pick its kind, then fill its fields (the kind's own). */
function KindField(props: SchemaFieldProps) {
  const def = defOf(props.schema);
  const discriminator = def.discriminator!;
  const object = (props.value ?? {}) as Record<string, unknown>;
  const options = def.options ?? [];
  const current = options.find((option) => kindOf(option, discriminator) === object[discriminator]) ?? options[0]!;
  const shape = Object.fromEntries(Object.entries(defOf(current).shape ?? {}).filter(([key]) => key !== discriminator));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <ChoiceField
        label={`${props.label}: kind`}
        choices={options.map((option) => kindOf(option, discriminator))}
        value={String(object[discriminator])}
        onChange={(kind) => props.onChange(emptyValue(options.find((option) => kindOf(option, discriminator) === kind)!))}
      />
      <ObjectField {...props} shape={shape} />
    </div>
  );
}

/** An optional value: a link, a second colour, an image, a store. Empty text or 'None' is null. */
function NullableField(props: SchemaFieldProps) {
  const inner = defOf(props.schema).innerType!;
  const innerType = defOf(inner).type;
  if (innerType === 'string') return <SchemaField {...props} schema={inner} value={props.value ?? ''} onChange={(next) => props.onChange(next === '' ? null : next)} />;
  if (innerType === 'number') return <SchemaField {...props} schema={inner} onChange={(next) => props.onChange(next ?? null)} />;
  if (innerType === 'enum') {
    const choices = Object.values(defOf(inner).entries ?? {});
    return <ChoiceField label={props.label} choices={['', ...choices]} value={String(props.value ?? '')} onChange={(next) => props.onChange(next === '' ? null : next)} error={props.errors[props.path]} noneLabel="Any" />;
  }
  const on = props.value !== null && props.value !== undefined;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Checkbox checked={on} onCheckedChange={({ checked }) => props.onChange(checked ? emptyValue(inner) : null)}>
        {props.label}
      </Checkbox>
      {on && <SchemaField {...props} schema={inner} />}
    </div>
  );
}

function ColourField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <div className={row}>
      <input type="color" aria-label={`${label}: pick`} value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'} onChange={(event) => onChange(event.target.value)} className={css({ width: '11', height: '11' })} />
      <div className={css({ flex: '1', minW: '40' })}>
        <TextField label={label} value={value} error={error} placeholder="#1f5130" onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}
