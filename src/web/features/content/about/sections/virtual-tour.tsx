import { OnlineFrame } from '../online-frame';
import { SectionFrame } from '../section-frame';
import type { SectionProps } from '../section-props';

/** A 360° tour of a store, in its viewer. */
export function VirtualTourSection({ section, id }: SectionProps<'virtual_tour'>) {
  return (
    <SectionFrame id={id} title={section.title}>
      <OnlineFrame src={section.frame_url} title={`Virtual tour: ${section.title}`} offlineText="Virtual tour unavailable offline" />
    </SectionFrame>
  );
}
