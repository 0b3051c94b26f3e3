import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import { CONTENT_DATA_SCHEMAS } from '@/api/admin-content';
import type { ContentDocumentOf, ContentType } from '@/api/content';
import { BannerStrip } from '@/web/shared/banner/banner-strip';
import { button } from '@/web/ui/button';
import { ContentImage } from '@/web/ui/content-image';
import { RichText } from '@/web/ui/rich-text/rich-text';

type DataOf<T extends ContentType> = ContentDocumentOf<T>['data'];

/** Long unbroken words (a 200-character message without spaces) wrap here, in the console's frame, not across the page. */
const frame = css({ border: '1px dashed token(colors.line)', borderRadius: 'card', overflow: 'hidden', bg: 'canvas', overflowWrap: 'anywhere', wordBreak: 'break-word' });
const padded = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4' });
/** The preview sits under the console's h1 and its own h2: its title is an h3, the body's headings below it. */
const PREVIEW_HEADING_OFFSET = 2;
const title = css({ fontSize: '2xl', fontWeight: 'extrabold', letterSpacing: 'tight' });

/**
 * The document as shoppers will see it, drawn by the storefront's own parts (the banner strip, rich
 * text, content images) from what is typed, before it is saved. Shown only once the data is valid:
 * the storefront would not show it otherwise either.
 */
export function ContentPreview({ type, data }: { type: ContentType; data: unknown }) {
  const parsed = z.safeParse(CONTENT_DATA_SCHEMAS[type] as z.ZodMiniType, data);
  return (
    <section aria-label="Preview" className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
      <h2 className={css({ fontWeight: 'bold' })}>Preview</h2>
      {parsed.success ? (
        // Inert: a click on a preview link would leave the editor (losing the draft) and count as a shopper's.
        <div className={frame} data-testid="content-preview" inert>
          <PreviewOf type={type} data={parsed.data} />
        </div>
      ) : (
        <p className={css({ color: 'muted', fontSize: 'sm' })}>The preview appears once the highlighted fields are fixed.</p>
      )}
    </section>
  );
}

function PreviewOf({ type, data }: { type: ContentType; data: unknown }) {
  switch (type) {
    case 'special_message': {
      const banner = data as DataOf<'special_message'>;
      return <BannerStrip messages={[{ uid: 'preview', ...banner }]} preview />;
    }
    case 'promotional_dialog': {
      const dialog = data as DataOf<'promotional_dialog'>;
      return (
        <div className={padded}>
          {dialog.image && <ContentImage image={dialog.image} width={600} height={338} />}
          <RichText blocks={dialog.rich_content} size="md" />
          {dialog.cta_text && <span className={button()}>{dialog.cta_text}</span>}
        </div>
      );
    }
    case 'education_post':
    case 'news_article': {
      const article = data as DataOf<'education_post'> | DataOf<'news_article'>;
      const hero = 'featured_image' in article ? article.featured_image : article.hero_image;
      return (
        <article className={padded}>
          <h3 className={title}>{article.title}</h3>
          <p className={css({ color: 'muted' })}>{article.summary}</p>
          {hero.url && <ContentImage image={hero} />}
          <RichText blocks={article.body} headingOffset={PREVIEW_HEADING_OFFSET} />
        </article>
      );
    }
    case 'faq': {
      const faq = data as DataOf<'faq'>;
      return (
        <div className={padded}>
          <p className={css({ fontSize: 'sm', color: 'muted' })}>{faq.category}</p>
          <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{faq.question}</h3>
          <RichText blocks={faq.answer} size="md" />
        </div>
      );
    }
    case 'page': {
      const page = data as DataOf<'page'>;
      return (
        <article className={padded}>
          <h3 className={title}>{page.title}</h3>
          {page.hero_image && <ContentImage image={page.hero_image} />}
          <RichText blocks={page.body} headingOffset={PREVIEW_HEADING_OFFSET} />
        </article>
      );
    }
    case 'loyalty_messaging': {
      const loyalty = data as DataOf<'loyalty_messaging'>;
      return (
        <div className={padded}>
          <h3 className={title}>{loyalty.headline}</h3>
          <RichText blocks={loyalty.body} size="md" />
        </div>
      );
    }
    default:
      return <p className={padded}>This type shows across several storefront pages: save it as a draft, publish, and check the storefront.</p>;
  }
}
