import { useQuery } from '@tanstack/react-query';
import { forAudience } from '@/domain/banner';
import { contentListQueryOptions } from '@/web/data/content-queries';
import type { BannerMessage } from '@/web/shared/banner/banner-slide';
import { useStartup } from '@/web/shared/startup/use-startup';

/**
 * The special messages for the shopper's store and usage type (part 1 §2 banner carousel), newest
 * first as the content service lists them, and whether they are still loading. Empty when the
 * service fails: the banner is an extra, never an error on the page.
 */
export function useBannerMessages(): { messages: BannerMessage[]; loading: boolean } {
  const { store, usageType } = useStartup();
  const { data, isPending } = useQuery(contentListQueryOptions('special_message'));
  const messages = (data?.data ?? []).map((doc) => ({ uid: doc.uid, ...doc.data }));
  return { messages: forAudience(messages, { state: store?.state, usage: usageType, storeId: store?.id }), loading: isPending };
}
