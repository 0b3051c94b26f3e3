import { OnlineFrame } from '../online-frame';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** A video from a video-sharing site, in its player. */
export function VideoEmbedSection({ section, id }: SectionProps<'video_embed'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <OnlineFrame src={section.embed_url} title={`Video: ${section.title}`} offlineText="Video unavailable offline" />
    </SectionFrame>
  );
}
