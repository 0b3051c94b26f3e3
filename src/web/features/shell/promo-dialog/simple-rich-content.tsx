import { css } from 'styled-system/css';
import type { RichText } from '@/api/content';
import { isSafeContentHref } from '@/domain/banner';
import { AppLink } from '@/web/ui/app-link';
import { InlineText } from '../banner/inline-text';

const link = css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline' });

/**
 * A small renderer for the shell's dialogs (promotional, marketing): headings, paragraphs, lists,
 * quotes, images and call-to-action links, with inline [label](url) links. Content is data, never
 * HTML. The content pages have their own full renderer; the shell keeps this one to stay light.
 */
export function SimpleRichContent({ blocks, onNavigate }: { blocks: RichText; onNavigate?: () => void }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', lineHeight: 'relaxed' })}>
      {blocks.map((block, index) => {
        const text = (value: string) => <InlineText text={value} linkClassName={link} onLinkClick={onNavigate} />;
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h3 key={index} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                {text(block.text)}
              </h3>
            ) : (
              <h4 key={index} className={css({ fontWeight: 'bold' })}>
                {text(block.text)}
              </h4>
            );
          case 'paragraph':
            return <p key={index}>{text(block.text)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={css({ pl: '5', listStyleType: block.ordered ? 'decimal' : 'disc' })}>
                {block.items.map((item, at) => (
                  <li key={at}>{text(item)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={index} className={css({ borderLeft: '3px solid token(colors.brand)', pl: '3', fontStyle: 'italic' })}>
                {text(block.text)}
                {block.cite && <footer className={css({ fontSize: 'sm', color: 'muted', fontStyle: 'normal' })}>{block.cite}</footer>}
              </blockquote>
            );
          case 'image':
            return (
              <figure key={index}>
                <img src={block.image.url} alt={block.image.alt} className={css({ width: 'full', borderRadius: 'md' })} />
                {block.caption && <figcaption className={css({ fontSize: 'sm', color: 'muted', mt: '1' })}>{block.caption}</figcaption>}
              </figure>
            );
          case 'cta':
            return isSafeContentHref(block.link) ? (
              <p key={index}>
                <AppLink to={block.link} className={link} onClick={onNavigate}>
                  {block.text}
                </AppLink>
              </p>
            ) : null;
          default:
            return null;
        }
      })}
    </div>
  );
}
