import { BannerStrip } from '@/web/shared/banner/banner-strip';
import { useBannerMessages } from './use-banner-messages';

/** The header's banner carousel (part 1 §2, §9): the shopper's special messages in the banner strip. */
export function BannerCarousel() {
  const { messages, loading } = useBannerMessages();
  return <BannerStrip messages={messages} loading={loading} />;
}
