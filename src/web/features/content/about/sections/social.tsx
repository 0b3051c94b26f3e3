import type { ComponentType } from 'react';
import { css } from 'styled-system/css';
import type { AboutSection } from '@/api/content';
import { FacebookIcon, InstagramIcon, StrokeIcon, YoutubeIcon, type IconProps } from '@/web/ui/icons';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

type Network = Extract<AboutSection, { kind: 'social' }>['links'][number]['network'];

const XIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 4l16 16M20 4L4 20" />
  </StrokeIcon>
);
const LinkedinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M8 10.5V16M8 7.5h.01M11.5 16v-3.2a2.3 2.3 0 0 1 4.5 0V16M11.5 10.5V16" />
  </StrokeIcon>
);

const NETWORKS: Record<Network, { name: string; Icon: ComponentType<IconProps> }> = {
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  x: { name: 'X', Icon: XIcon },
  youtube: { name: 'YouTube', Icon: YoutubeIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedinIcon },
};

/** Where to follow the brand. */
export function SocialSection({ section, id }: SectionProps<'social'>) {
  return (
    <SectionFrame id={id} title={section.title} align="center">
      <ul className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' })}>
        {section.links.map((link) => {
          const { name, Icon } = NETWORKS[link.network];
          return (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '12', px: '5', borderRadius: 'pill', border: '2px solid token(colors.line)', fontWeight: 'semibold', textDecoration: 'none', _hover: { borderColor: 'brand', color: 'brand' } })}
              >
                <Icon className={css({ fontSize: 'xl' })} />
                {name}
                <span className={css({ srOnly: true })}> (opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
