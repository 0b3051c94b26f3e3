import { css } from 'styled-system/css';
import { isSafeContentHref, parseInline } from '@/domain/content-links';
import { track } from '@/web/data/analytics';
import { AppLink } from '@/web/ui/app-link';
import { InlineText } from '@/web/ui/rich-text/inline-text';

/** One special message as the banner shows it (part 1 §3 special_message). */
export interface BannerMessage {
  uid: string;
  message: string;
  link: string | null;
  text_color: string;
  background_color: string;
  gradient: string | null;
  carousel_auto_play_increment: number | null;
}

const link = css({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '2px', _focusVisible: { outlineColor: 'currentColor' } });

/**
 * One special message: its copy with [label](url) links, or the whole copy as a link when the
 * message has a link of its own and none inline. A click on a link records 'Clicked Special Message'.
 */
export function BannerSlide({ message, label }: { message: BannerMessage; label?: string }) {
  const record = (href: string) => void track('Clicked Special Message', { uid: message.uid, href });
  const hasInlineLinks = parseInline(message.message).some((part) => part.kind === 'link' && isSafeContentHref(part.href));
  const ownLink = !hasInlineLinks && message.link && isSafeContentHref(message.link) ? message.link : undefined;
  return (
    <div
      role={label ? 'group' : undefined}
      aria-roledescription={label ? 'slide' : undefined}
      aria-label={label}
      className={css({ textAlign: 'center', lineHeight: 'snug', py: '1.5', px: '1' })}
    >
      {ownLink ? (
        <AppLink to={ownLink} className={link} onClick={() => record(ownLink)}>
          {message.message}
        </AppLink>
      ) : (
        <InlineText text={message.message} linkClassName={link} onLinkClick={record} />
      )}
    </div>
  );
}
