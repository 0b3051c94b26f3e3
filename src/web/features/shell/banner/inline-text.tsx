import { parseInlineLinks } from '@/domain/banner';
import { AppLink } from '@/web/ui/app-link';

export interface InlineTextProps {
  text: string;
  linkClassName?: string;
  onLinkClick?: (href: string, label: string) => void;
}

/**
 * Content text with its [label](href) links as real links (src/domain/banner.ts parseInlineLinks):
 * text stays text, so content can never inject markup; unsafe targets stay plain labels.
 */
export function InlineText({ text, linkClassName, onLinkClick }: InlineTextProps) {
  return (
    <>
      {parseInlineLinks(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <AppLink key={index} to={part.href} className={linkClassName} onClick={() => onLinkClick?.(part.href, part.label)}>
            {part.label}
          </AppLink>
        ),
      )}
    </>
  );
}
