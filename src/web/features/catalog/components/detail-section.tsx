import { Collapsible } from '@ark-ui/react/collapsible';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

interface DetailSectionProps {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

const trigger = css({
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  minH: '12',
  py: '3',
  bg: 'transparent',
  border: 'none',
  fontSize: 'lg',
  fontWeight: 'bold',
  textAlign: 'left',
  cursor: 'pointer',
  '& [data-part=chevron]': { transition: 'transform 0.2s' },
  '&[data-state=open] [data-part=chevron]': { transform: 'rotate(180deg)' },
});

/** An expandable section of the product page (details, strain, dosing notes). */
export function DetailSection({ title, defaultOpen = false, children }: DetailSectionProps) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={css({ borderBottom: '1px solid {colors.line}' })}>
      <Collapsible.Trigger className={trigger}>
        {title}
        <span data-part="chevron" aria-hidden="true">
          ⌄
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className={css({ pb: '4', color: 'ink', lineHeight: 'relaxed' })}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
