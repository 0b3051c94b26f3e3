import { Accordion } from '@ark-ui/react/accordion';
import { css } from 'styled-system/css';
import type { RichText as RichTextValue } from '@/api/content';
import { ChevronDownIcon } from '@/web/ui/icons';
import { RichText } from '@/web/ui/rich-text/rich-text';

export interface QuestionItem {
  id: string;
  question: string;
  answer: RichTextValue;
}

const trigger = css({
  display: 'flex',
  width: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  minH: '14',
  py: '4',
  textAlign: 'left',
  fontSize: { base: 'md', tablet: 'lg' },
  fontWeight: 'semibold',
  lineHeight: 'snug',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { color: 'brand' },
  '& [data-part=item-indicator]': { flexShrink: 0, fontSize: 'xl', color: 'brand', transition: 'transform 200ms' },
  '& [data-part=item-indicator][data-state=open]': { transform: 'rotate(180deg)' },
});

/**
 * Questions that open to their answers (Ark Accordion: buttons with aria-expanded inside headings,
 * arrow keys move between questions). Several may be open at once.
 */
export function QuestionAccordion({ items, headingLevel: Heading = 'h3' }: { items: readonly QuestionItem[]; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Accordion.Root multiple collapsible className={css({ borderTop: '1px solid token(colors.line)' })}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={css({ borderBottom: '1px solid token(colors.line)' })}>
          <Heading>
            <Accordion.ItemTrigger className={trigger}>
              {item.question}
              <Accordion.ItemIndicator>
                <ChevronDownIcon />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent className={css({ pb: '5', '&[hidden]': { display: 'none' } })}>
            <RichText blocks={item.answer} size="md" tone="muted" />
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
