import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Checkbox } from '@/web/ui/checkbox';
import { facetValueLabel } from '../filter-chips';
import { textButton } from './styles';

/** Values shown before 'Show all' in a long facet (a layout choice, not a spec number). */
const FACET_PREVIEW = 8;

interface FacetGroupProps {
  param: string;
  label: string;
  values: readonly { value: string; count: number }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

export const groupTitle = css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', mb: '2' });

/** One checkbox facet (strain type, brand, ...) with counts; chosen values stay listed even at 0. */
export function FacetGroup({ param, label, values, selected, onToggle }: FacetGroupProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const missing = selected.filter((value) => !values.some((entry) => entry.value === value)).map((value) => ({ value, count: 0 }));
  const all = [...values, ...missing];
  const shown = expanded ? all : all.slice(0, FACET_PREVIEW);
  if (all.length === 0) return null;

  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
      <legend className={groupTitle}>{label}</legend>
      <ul id={`${id}-list`} className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {shown.map(({ value, count }) => (
          <li key={value}>
            <Checkbox checked={selected.includes(value)} onCheckedChange={() => onToggle(value)}>
              {facetValueLabel(param, value)}{' '}
              <span className={css({ color: 'muted', fontSize: 'sm' })}>
                ({count}
                <span className={css({ srOnly: true })}> products</span>)
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
      {all.length > FACET_PREVIEW && (
        <button
          type="button"
          className={`${textButton} ${css({ mt: '2' })}`}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${all.length}`}
        </button>
      )}
    </fieldset>
  );
}
