import { Fragment, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { RichText as RichTextBlocks } from '@/api/content';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';

const link = css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' });

/** Block text with inline [label](/path) links as links; everything else stays text (never HTML). */
function inline(text: string): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(((?:\/|https?:\/\/)[^)\s]*)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <AppLink key={match.index} to={match[2]!} className={link}>
        {match[1]}
      </AppLink>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

/**
 * A small renderer of the content service's rich text blocks (src/api/content.ts) for the store
 * page's tabs; headings start at h3 because the tab is the section.
 */
export function RichText({ blocks }: { blocks: RichTextBlocks }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', lineHeight: 'relaxed', maxW: '72ch' })}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h3 key={index} className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '2' })}>{inline(block.text)}</h3>
            ) : (
              <h4 key={index} className={css({ fontWeight: 'bold', mt: '1' })}>{inline(block.text)}</h4>
            );
          case 'paragraph':
            return <p key={index}>{inline(block.text)}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={css({ pl: '5', listStyle: block.ordered ? 'decimal' : 'disc', display: 'flex', flexDirection: 'column', gap: '1.5' })}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case 'image':
            return (
              <figure key={index}>
                <img src={block.image.url} alt={block.image.alt} loading="lazy" className={css({ borderRadius: 'card', width: 'full', maxW: '560px' })} />
                {block.caption && <figcaption className={css({ fontSize: 'sm', color: 'muted', mt: '1' })}>{block.caption}</figcaption>}
              </figure>
            );
          case 'quote':
            return (
              <blockquote key={index} className={css({ borderLeft: '4px solid token(colors.brand)', pl: '4', fontStyle: 'italic' })}>
                {inline(block.text)}
                {block.cite && <footer className={css({ fontSize: 'sm', color: 'muted', fontStyle: 'normal', mt: '1' })}>— {block.cite}</footer>}
              </blockquote>
            );
          case 'cta':
            return (
              <p key={index}>
                <AppLink to={block.link} className={button({ variant: 'outline', size: 'sm' })}>
                  {block.text}
                </AppLink>
              </p>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
