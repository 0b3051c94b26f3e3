import type { ComponentType } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { errorText, group, legend, row } from './field-styles';
import { defOf, emptyValue, type Schema, type SchemaFieldProps } from './schema-shape';

/**
 * A list in a content type (rich-text blocks, about sections, FAQ items, audience states): items in
 * order, each with buttons to move it up or down or remove it, and one to add another at the end.
 * A list of fixed choices (usage types) is a set of check boxes instead.
 */
export function ListField({ value, onChange, path, label, errors, element, Field }: SchemaFieldProps & { element: Schema; Field: ComponentType<SchemaFieldProps> }) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const def = defOf(element);
  if (def.type === 'enum') {
    const choices = Object.values(def.entries ?? {});
    return (
      <fieldset className={group}>
        <legend className={legend}>{label}</legend>
        <p className={css({ fontSize: 'sm', color: 'muted' })}>None checked means all.</p>
        <div className={row}>
          {choices.map((choice) => (
            <Checkbox key={choice} checked={items.includes(choice)} onCheckedChange={({ checked }) => onChange(checked ? [...items, choice] : items.filter((item) => item !== choice))}>
              {choice}
            </Checkbox>
          ))}
        </div>
        {errors[path] && <p className={errorText}>{errors[path]}</p>}
      </fieldset>
    );
  }
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  const itemLabel = label;
  return (
    <fieldset className={group}>
      <legend className={legend}>
        {label} ({items.length})
      </legend>
      {errors[path] && <p className={errorText}>{errors[path]}</p>}
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {items.map((item, index) => (
          <li key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '2', borderLeft: '3px solid token(colors.line)', pl: '3' })}>
            <Field
              schema={element}
              value={item}
              path={`${path}.${index}`}
              label={`${itemLabel} ${index + 1}`}
              errors={errors}
              onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
            />
            <div className={row}>
              <Button type="button" size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${itemLabel} ${index + 1} up`}>
                Move up
              </Button>
              <Button type="button" size="sm" variant="ghost" disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${itemLabel} ${index + 1} down`}>
                Move down
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(items.filter((_, at) => at !== index))} aria-label={`Remove ${itemLabel} ${index + 1}`}>
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" size="sm" variant="outline" onClick={() => onChange([...items, emptyValue(element)])}>
          Add to {label.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
