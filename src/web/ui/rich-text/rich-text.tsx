import { createElement } from 'react';
import { css, cva, cx } from 'styled-system/css';
import type { ContentBlock, RichText as RichTextValue } from '@/api/content';
import { button } from '@/web/ui/button';
import { ContentImage } from '@/web/ui/content-image';
import { ContentLink } from './content-link';
import { InlineText } from './inline-text';

/** Body copy: comfortable line length (~70 characters) and rhythm. */
export const prose = cva({
  base: {
    maxW: '70ch',
    lineHeight: '1.7',
    '& > * + *': { mt: '5' },
    '& h2': { fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'extrabold', lineHeight: 'snug', letterSpacing: 'tight', mt: '10' },
    '& h3, & h4': { fontSize: { base: 'lg', tablet: 'xl' }, fontWeight: 'bold', lineHeight: 'snug', mt: '8' },
    '& ul, & ol': { pl: '6', display: 'flex', flexDirection: 'column', gap: '2' },
    '& ul': { listStyle: 'disc' },
    '& ol': { listStyle: 'decimal' },
    '& li::marker': { color: 'brand' },
  },
  variants: {
    /** lg: article bodies; md: answers, cards and section copy. */
    size: { md: { fontSize: 'md' }, lg: { fontSize: { base: 'md', tablet: 'lg' } } },
    tone: { ink: { color: 'ink' }, muted: { color: 'muted' }, inherit: { color: 'inherit' } },
  },
  defaultVariants: { size: 'lg', tone: 'ink' },
});

const quote = css({ borderLeft: '4px solid token(colors.brand)', pl: '5', py: '1', fontSize: { base: 'lg', tablet: 'xl' }, fontStyle: 'italic' });

export interface RichTextProps {
  blocks: RichTextValue;
  /** Shifts heading levels down, for bodies placed under a section's own h2 (1 turns h2 into h3). */
  headingOffset?: 0 | 1 | 2;
  size?: 'md' | 'lg';
  tone?: 'ink' | 'muted' | 'inherit';
  className?: string;
}

/**
 * Renders structured content blocks (headings, paragraphs with inline links, lists, images,
 * quotes, call-to-action buttons). Never HTML: the content cannot inject markup.
 */
export function RichText({ blocks, headingOffset = 0, size, tone, className }: RichTextProps) {
  return (
    <div className={cx(prose({ size, tone }), className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} headingOffset={headingOffset} />
      ))}
    </div>
  );
}

function Block({ block, headingOffset }: { block: ContentBlock; headingOffset: number }) {
  switch (block.type) {
    case 'heading':
      return createElement(`h${Math.min(block.level + headingOffset, 6)}`, null, <InlineText text={block.text} />);
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <InlineText text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'image':
      return (
        <figure>
          <ContentImage image={block.image} className={css({ width: 'full', borderRadius: 'card' })} />
          {block.caption && <figcaption className={css({ mt: '2', fontSize: 'sm', color: 'muted' })}>{block.caption}</figcaption>}
        </figure>
      );
    case 'quote':
      return (
        <blockquote className={quote}>
          <p>
            <InlineText text={block.text} />
          </p>
          {block.cite && <footer className={css({ mt: '2', fontSize: 'sm', fontStyle: 'normal', color: 'muted' })}>— {block.cite}</footer>}
        </blockquote>
      );
    case 'cta':
      return (
        <p>
          <ContentLink href={block.link} className={button({ variant: 'solid', size: 'lg' })}>
            {block.text}
          </ContentLink>
        </p>
      );
  }
}
