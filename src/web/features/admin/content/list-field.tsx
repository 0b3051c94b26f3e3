import { useState, type ComponentType } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { errorText, group, legend, row } from './field-styles';
import { defOf, emptyValue, type Schema, type SchemaFieldProps } from './schema-shape';

let lastItemKey = 0;
const newItemKey = () => ++lastItemKey;

/**
 * Stable keys for a list's items, kept beside the data (never in it, so nothing is sent or compared):
 * an item keeps its editor, and an image upload in flight, when another is removed or moved. A list
 * replaced from outside (a block of another kind) gets keys for its new items.
 */
function useItemKeys(count: number) {
  const [kept, setKept] = useState<number[]>(() => Array.from({ length: count }, newItemKey));
  const keys = kept.length === count ? kept : [...kept.slice(0, count), ...Array.from({ length: Math.max(0, count - kept.length) }, newItemKey)];
  if (keys !== kept) setKept(keys);
  return { keys, setKeys: setKept };
}

/**
 * A list in a content type (rich-text blocks, about sections, FAQ items, audience states): items in
 * order, each with buttons to move it up or down or remove it, and one to add another at the end.
 * A list of fixed choices (usage types) is a set of check boxes instead.
 */
export function ListField(props: SchemaFieldProps & { element: Schema; Field: ComponentType<SchemaFieldProps> }) {
  return defOf(props.element).type === 'enum' ? <ChoiceList {...props} /> : <ItemList {...props} />;
}

/** A list of fixed choices (usage types): one check box each. */
function ChoiceList({ value, onChange, path, label, errors, element }: SchemaFieldProps & { element: Schema }) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const choices = Object.values(defOf(element).entries ?? {});
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

/** Moves one entry of a list from one place to another. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

/** A list of items in order (blocks, sections, questions), each with its own editor and buttons. */
function ItemList({ value, onChange, path, label, errors, element, Field }: SchemaFieldProps & { element: Schema; Field: ComponentType<SchemaFieldProps> }) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const { keys, setKeys } = useItemKeys(items.length);
  const move = (from: number, to: number) => {
    setKeys(moved(keys, from, to));
    onChange(moved(items, from, to));
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, at) => at !== index));
    onChange(items.filter((_, at) => at !== index));
  };
  const add = () => {
    setKeys([...keys, newItemKey()]);
    onChange([...items, emptyValue(element)]);
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
          <li key={keys[index]} className={css({ display: 'flex', flexDirection: 'column', gap: '2', borderLeft: '3px solid token(colors.line)', pl: '3' })}>
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
              <Button type="button" size="sm" variant="ghost" onClick={() => remove(index)} aria-label={`Remove ${itemLabel} ${index + 1}`}>
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" size="sm" variant="outline" onClick={add}>
          Add to {label.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
