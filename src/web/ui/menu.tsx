import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { sva } from 'styled-system/css';
import { floatingOption, floatingPanel } from './overlay-styles';
import { createStyleContext } from './style-context';

export const menuRecipe = sva({
  slots: ['positioner', 'content', 'item', 'itemGroup', 'itemGroupLabel', 'separator'],
  base: {
    positioner: { zIndex: 40 },
    content: {
      ...floatingPanel,
      minW: '200px',
      p: '1.5',
      borderRadius: 'card',
      boxShadow: 'xl',
      _open: { animation: 'apo-drop-in 140ms ease-out' },
      _closed: { animation: 'apo-fade-out 100ms ease-in' },
    },
    item: { ...floatingOption, borderRadius: 'md', textDecoration: 'none' },
    itemGroup: {},
    itemGroupLabel: { px: '3', py: '2', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'muted' },
    separator: { my: '1', borderColor: 'line' },
  },
});

const { withRootProvider, withContext } = createStyleContext(menuRecipe);

/**
 * Menu parts (Ark UI Menu: roving focus, typeahead, Escape). Items that navigate:
 * `<Menu.Item value="orders" asChild><Link to="/orders">Order History</Link></Menu.Item>`.
 */
export const Menu = {
  Root: withRootProvider(ArkMenu.Root),
  Trigger: ArkMenu.Trigger,
  Positioner: withContext(ArkMenu.Positioner, 'positioner'),
  Content: withContext(ArkMenu.Content, 'content'),
  Item: withContext(ArkMenu.Item, 'item'),
  ItemGroup: withContext(ArkMenu.ItemGroup, 'itemGroup'),
  ItemGroupLabel: withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel'),
  Separator: withContext(ArkMenu.Separator, 'separator'),
};
