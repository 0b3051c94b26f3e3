import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { sva } from 'styled-system/css';
import { createStyleContext } from './style-context';

export const tabsRecipe = sva({
  slots: ['root', 'list', 'trigger', 'content', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      overflowX: 'auto',
      borderBottom: '1px solid token(colors.line)',
      scrollbarWidth: 'none',
    },
    trigger: {
      flexShrink: 0,
      minH: '11',
      px: '4',
      fontWeight: 'semibold',
      color: 'muted',
      cursor: 'pointer',
      bg: 'transparent',
      borderBottom: '3px solid transparent',
      _selected: { color: 'ink', borderBottomColor: 'brand' },
      _hover: { color: 'ink' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    content: { pt: '4', _focusVisible: { outlineOffset: '4px' } },
    indicator: {},
  },
});

const { withProvider, withContext } = createStyleContext(tabsRecipe);

/**
 * Tabs (Ark UI): one active tab at a time, starting with the first (part 1 §4).
 * `<Tabs.Root defaultValue="a"><Tabs.List><Tabs.Trigger value="a">A</Tabs.Trigger></Tabs.List><Tabs.Content value="a">…`
 */
export const Tabs = {
  Root: withProvider(ArkTabs.Root, 'root'),
  List: withContext(ArkTabs.List, 'list'),
  Trigger: withContext(ArkTabs.Trigger, 'trigger'),
  Content: withContext(ArkTabs.Content, 'content'),
  Indicator: withContext(ArkTabs.Indicator, 'indicator'),
};
