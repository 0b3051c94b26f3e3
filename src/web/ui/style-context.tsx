import { createContext, createElement, useContext, type ComponentProps, type ElementType } from 'react';
import { cx } from 'styled-system/css';
import type { RecipeVariantProps, SlotRecipeRuntimeFn } from 'styled-system/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySlotRecipe = SlotRecipeRuntimeFn<string, any>;
type Slot<R extends AnySlotRecipe> = keyof ReturnType<R> & string;
type Classes = Record<string, string>;

/**
 * Binds an Ark UI part family to one Panda slot recipe (park-ui's pattern, without the JSX factory):
 * the root resolves the recipe's variants once, every part reads its slot's class from context.
 */
export function createStyleContext<R extends AnySlotRecipe>(recipe: R) {
  const StyleContext = createContext<Classes | null>(null);

  function useSlotClass(slot: string): string {
    const classes = useContext(StyleContext);
    if (!classes) throw new Error(`A styled part (${slot}) is used outside its root`);
    return classes[slot] ?? '';
  }

  /** A root that renders no element of its own (Dialog.Root, Menu.Root): provides the classes. */
  function withRootProvider<C extends ElementType>(Component: C) {
    return function StyledRoot(props: ComponentProps<C> & RecipeVariantProps<R>) {
      const [variants, rest] = recipe.splitVariantProps(props);
      return createElement(StyleContext.Provider, { value: recipe(variants) as Classes }, createElement(Component, rest));
    };
  }

  /** A root that renders an element (Tabs.Root, Checkbox.Root): provides the classes and styles itself. */
  function withProvider<C extends ElementType>(Component: C, slot: Slot<R>) {
    return function StyledProviderPart(props: ComponentProps<C> & RecipeVariantProps<R>) {
      const [variants, rest] = recipe.splitVariantProps(props) as [unknown, { className?: string }];
      const classes = recipe(variants as never) as Classes;
      return createElement(
        StyleContext.Provider,
        { value: classes },
        createElement(Component, { ...rest, className: cx(classes[slot], rest.className) }),
      );
    };
  }

  /** Any other part: takes its slot's class from the nearest root. */
  function withContext<C extends ElementType>(Component: C, slot: Slot<R>) {
    return function StyledPart(props: ComponentProps<C>) {
      const slotClass = useSlotClass(slot);
      return createElement(Component, { ...props, className: cx(slotClass, (props as { className?: string }).className) });
    };
  }

  return { withRootProvider, withProvider, withContext };
}
