import { css } from 'styled-system/css';
import { ContentLink } from './content-link';
import { parseInline } from '@/domain/content-links';

const link = css({
  color: 'brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
});

export interface InlineTextProps {
  text: string;
  /** Replaces the links' default look (e.g. the banner's links take the message's own colour). */
  linkClassName?: string;
  onLinkClick?: (href: string, label: string) => void;
}

/** Block text with its [label](url) links made real links; everything else stays text. */
export function InlineText({ text, linkClassName, onLinkClick }: InlineTextProps) {
  return (
    <>
      {parseInline(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <ContentLink key={index} href={segment.href} className={linkClassName ?? link} onClick={onLinkClick && (() => onLinkClick(segment.href, segment.label))}>
            {segment.label}
          </ContentLink>
        ),
      )}
    </>
  );
}
