import { css } from 'styled-system/css';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '@/web/ui/icons';

const link = css({
  display: 'grid',
  placeItems: 'center',
  width: '11',
  height: '11',
  borderRadius: 'full',
  border: '1px solid rgba(255,255,255,0.35)',
  color: 'white',
  fontSize: 'xl',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
});

/** Social links (main brand only, part 1 §2). The handles are the brand's slug. */
export function SocialLinks({ handle, brandName }: { handle: string; brandName: string }) {
  const links = [
    { name: 'Instagram', href: `https://www.instagram.com/${handle}`, Icon: InstagramIcon },
    { name: 'Facebook', href: `https://www.facebook.com/${handle}`, Icon: FacebookIcon },
    { name: 'YouTube', href: `https://www.youtube.com/@${handle}`, Icon: YoutubeIcon },
  ];
  return (
    <ul className={css({ display: 'flex', gap: '2' })} aria-label={`${brandName} on social media`}>
      {links.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={link} aria-label={`${brandName} on ${name} (opens in a new tab)`}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
