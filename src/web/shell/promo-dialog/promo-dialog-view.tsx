import { css } from 'styled-system/css';
import type { ContentDocumentOf } from '@/api/content';
import { plainText } from '@/domain/banner';
import { isSafeContentHref } from '@/domain/content-links';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { ClosingOnLink, DialogShell } from '@/web/ui/dialog';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { closePromo } from './promo-memory';

/** The promotional dialog as shown (promo-dialog.tsx decides when): picture, rich text and its call to action. */
export function PromoDialogView({ promo, open }: { promo: ContentDocumentOf<'promotional_dialog'>; open: boolean }) {
  const close = closePromo;
  const { image, rich_content: blocks, cta_text: ctaText, cta_link: ctaLink } = promo.data;
  const headingIndex = blocks.findIndex((block) => block.type === 'heading');
  const heading = blocks[headingIndex];
  const title = heading?.type === 'heading' ? plainText(heading.text) : 'A special offer for you';
  const body = headingIndex === -1 ? blocks : blocks.filter((_, at) => at !== headingIndex);

  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && close()}
      // It opens on its own (the control that had focus is often gone): return focus to the page.
      finalFocusEl={() => document.getElementById('main')}
      title={title}
      footer={
        ctaText && isSafeContentHref(ctaLink) ? (
          <AppLink to={ctaLink} className={button({ variant: 'solid' })} onClick={close}>
            {ctaText}
          </AppLink>
        ) : undefined
      }
    >
      {image && <img src={image.url} alt={image.alt} className={css({ width: 'full', maxH: '280px', objectFit: 'cover', borderRadius: 'md', mb: '4' })} />}
      <ClosingOnLink onFollow={close}>
        <RichText blocks={body} headingOffset={1} />
      </ClosingOnLink>
    </DialogShell>
  );
}
