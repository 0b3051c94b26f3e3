import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select as ArkSelect, type ListCollection } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { css, sva } from 'styled-system/css';
import { CheckIcon, ChevronDownIcon } from './icons';
import { floatingOption, floatingPanel } from './overlay-styles';
import { createStyleContext } from './style-context';

export const selectRecipe = sva({
  slots: ['root', 'label', 'control', 'trigger', 'valueText', 'indicator', 'positioner', 'content', 'item', 'itemText', 'itemIndicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { fontWeight: 'semibold', fontSize: 'sm' },
    control: { position: 'relative' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      width: 'full',
      minH: '11',
      px: '3.5',
      bg: 'canvas',
      border: '1px solid',
      borderColor: 'muted',
      borderRadius: 'md',
      cursor: 'pointer',
      textAlign: 'left',
      _open: { borderColor: 'brand' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    valueText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: { transition: 'transform 150ms', _open: { transform: 'rotate(180deg)' } },
    positioner: { zIndex: 40 },
    content: {
      ...floatingPanel,
      minW: 'var(--reference-width)',
      maxH: '320px',
      overflowY: 'auto',
      p: '1',
      borderRadius: 'md',
      boxShadow: 'lg',
      _open: { animation: 'apo-fade-in 120ms ease-out' },
      _closed: { animation: 'apo-fade-out 100ms ease-in' },
    },
    item: { ...floatingOption, justifyContent: 'space-between', borderRadius: 'sm' },
    itemText: {},
    itemIndicator: { color: 'brand' },
  },
});

const { withProvider, withContext } = createStyleContext(selectRecipe);
const srOnly = css({ srOnly: true });

/** Select parts (Ark UI Select); most screens want `SimpleSelect`. */
export const SelectParts = {
  Root: withProvider(ArkSelect.Root, 'root'),
  Label: withContext(ArkSelect.Label, 'label'),
  Control: withContext(ArkSelect.Control, 'control'),
  Trigger: withContext(ArkSelect.Trigger, 'trigger'),
  ValueText: withContext(ArkSelect.ValueText, 'valueText'),
  Indicator: withContext(ArkSelect.Indicator, 'indicator'),
  Positioner: withContext(ArkSelect.Positioner, 'positioner'),
  Content: withContext(ArkSelect.Content, 'content'),
  Item: withContext(ArkSelect.Item, 'item'),
  ItemText: withContext(ArkSelect.ItemText, 'itemText'),
  ItemIndicator: withContext(ArkSelect.ItemIndicator, 'itemIndicator'),
  HiddenSelect: ArkSelect.HiddenSelect,
};

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SimpleSelectProps {
  label: string;
  /** Visually hide the label (it still names the control). */
  hideLabel?: boolean;
  options: SelectOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  /**
   * Inside a modal dialog, keep the list in the dialog instead of a portal: the dialog hides
   * everything outside itself from screen readers, the portal's list included. Fixed positioning
   * lets the list overflow the dialog's scrolling body.
   */
  inDialog?: boolean;
}

/** A single-value select with a label: `<SimpleSelect label="Sort" options={...} value={v} onValueChange={setV} />`. */
export function SimpleSelect({ label, hideLabel, options, value, onValueChange, placeholder, name, disabled, className, inDialog }: SimpleSelectProps) {
  const collection = useMemo(() => createListCollection({ items: options, isItemDisabled: (item) => Boolean(item.disabled) }), [options]);
  return (
    <SelectParts.Root
      collection={collection as unknown as ListCollection<unknown>}
      value={value === undefined ? [] : [value]}
      onValueChange={(details) => details.value[0] !== undefined && onValueChange(details.value[0])}
      positioning={{ sameWidth: true, strategy: inDialog ? 'fixed' : 'absolute' }}
      name={name}
      disabled={disabled}
      className={className}
    >
      <SelectParts.Label className={hideLabel ? srOnly : undefined}>{label}</SelectParts.Label>
      <SelectParts.Control>
        <SelectParts.Trigger>
          <SelectParts.ValueText placeholder={placeholder} />
          <SelectParts.Indicator>
            <ChevronDownIcon />
          </SelectParts.Indicator>
        </SelectParts.Trigger>
      </SelectParts.Control>
      <Portal disabled={inDialog}>
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
