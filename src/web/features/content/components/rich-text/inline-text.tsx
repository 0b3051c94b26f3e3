import { css } from 'styled-system/css';
import { ContentLink } from './content-link';
import { parseInline } from './inline-links';

const link = css({
  color: 'brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
});

/** Block text with its [label](url) links made real links; everything else stays text. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <ContentLink key={index} href={segment.href} className={link}>
            {segment.label}
          </ContentLink>
        ),
      )}
    </>
  );
}
