import type { ComponentType } from 'react';
import { css } from 'styled-system/css';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon, type IconProps } from '@/web/ui/icons';
import type { SocialLink } from './use-footer-content';

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

const NETWORKS: Record<SocialLink['network'], { name: string; Icon: ComponentType<IconProps> }> = {
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  x: { name: 'X', Icon: XIcon },
  youtube: { name: 'YouTube', Icon: YoutubeIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedinIcon },
};

/** Without a footer document: the brand's accounts named after its slug. */
function defaultLinks(handle: string): SocialLink[] {
  return [
    { network: 'instagram', url: `https://www.instagram.com/${handle}` },
    { network: 'facebook', url: `https://www.facebook.com/${handle}` },
    { network: 'youtube', url: `https://www.youtube.com/@${handle}` },
  ];
}

/**
 * Social links (main brand only, part 1 §2): the footer document's links when it has any, else
 * the brand's accounts named after its slug. Only http(s) links are shown.
 */
export function SocialLinks({ handle, brandName, links }: { handle: string; brandName: string; links?: readonly SocialLink[] }) {
  const shown = (links?.length ? links : defaultLinks(handle)).filter((item) => /^https?:\/\//i.test(item.url));
  return (
    <ul className={css({ display: 'flex', gap: '2' })} aria-label={`${brandName} on social media`}>
      {shown.map(({ network, url }) => {
        const { name, Icon } = NETWORKS[network];
        return (
          <li key={`${network}-${url}`}>
            <a href={url} target="_blank" rel="noopener noreferrer" className={link} aria-label={`${brandName} on ${name} (opens in a new tab)`}>
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
