import { Portal } from '@ark-ui/react/portal';
import { createListCollection, type ListCollection } from '@ark-ui/react/select';
import { useId, useMemo } from 'react';
import { CheckIcon, ChevronDownIcon } from '@/web/ui/icons';
import { SelectParts } from '@/web/ui/select';
import { errorText } from './field-styles';

/** The value of the 'none' choice ('' in the form): Ark's select wants a value it can show a label for. */
const NONE = '(none)';

export interface ChoiceFieldProps {
  label: string;
  /** The values to pick from; '' is the 'none' choice, shown as `noneLabel`. */
  choices: string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  noneLabel?: string;
}

/**
 * One of a fixed set of values (a kind, a category, a state), as the console's other selects: the
 * design system's Select (a labelled combobox with arrow-key and type-ahead choice), its error tied
 * to it by aria-describedby.
 */
export function ChoiceField({ label, choices, value, onChange, error, noneLabel = 'None' }: ChoiceFieldProps) {
  const errorId = useId();
  const options = useMemo(() => choices.map((choice) => (choice === '' ? { value: NONE, label: noneLabel } : { value: choice, label: choice })), [choices, noneLabel]);
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  return (
    <SelectParts.Root
      collection={collection as unknown as ListCollection<unknown>}
      value={[value === '' ? NONE : value]}
      onValueChange={(details) => details.value[0] !== undefined && onChange(details.value[0] === NONE ? '' : details.value[0])}
      positioning={{ sameWidth: true }}
      invalid={Boolean(error)}
    >
      <SelectParts.Label>{label}</SelectParts.Label>
      <SelectParts.Control>
        <SelectParts.Trigger aria-describedby={error ? errorId : undefined}>
          <SelectParts.ValueText />
          <SelectParts.Indicator>
            <ChevronDownIcon />
          </SelectParts.Indicator>
        </SelectParts.Trigger>
      </SelectParts.Control>
      {error && (
        <span id={errorId} className={errorText}>
          {error}
        </span>
      )}
      <Portal>
        <SelectParts.Positioner>
          <SelectParts.Content>
            {options.map((option) => (
              <SelectParts.Item key={option.value} item={option}>
                <SelectParts.ItemText>{option.label}</SelectParts.ItemText>
                <SelectParts.ItemIndicator>
                  <CheckIcon />
                </SelectParts.ItemIndicator>
              </SelectParts.Item>
            ))}
          </SelectParts.Content>
        </SelectParts.Positioner>
      </Portal>
      <SelectParts.HiddenSelect />
    </SelectParts.Root>
  );
}
