import { css } from 'styled-system/css';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** A video file we host: native controls, its poster, and captions when there are any. */
export function EmbeddedVideoSection({ section, id }: SectionProps<'embedded_video'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <video
        controls
        preload="none"
        playsInline
        poster={section.poster ?? undefined}
        aria-labelledby={`${id}-title`}
        className={css({ width: 'full', aspectRatio: '16/9', borderRadius: 'card', bg: 'ink' })}
      >
        <source src={section.src} />
        {section.captions && <track kind="captions" src={section.captions} srcLang="en" label="English" default />}
        <p>
          Your browser can't play this video. <a href={section.src}>Download it</a> instead.
        </p>
      </video>
    </SectionFrame>
  );
}
