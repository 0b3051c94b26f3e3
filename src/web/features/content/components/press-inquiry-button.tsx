import { useQuery } from '@tanstack/react-query';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { button } from '@/web/ui/button';
import { SETTINGS_UID } from '../loaders';

/**
 * 'Submit Press Inquiry' (part 1 §2 /news): writes to the press address from the brand's settings.
 * Without the settings there is no address to write to, so the button is left out.
 */
export function PressInquiryButton() {
  const settings = useQuery(contentDocumentQueryOptions('settings', SETTINGS_UID));
  const email = settings.data?.data.press_inquiry_email;
  if (!email) return null;
  return (
    <a href={`mailto:${email}?subject=${encodeURIComponent('Press inquiry')}`} className={button({ variant: 'solid', size: 'lg' })}>
      Submit Press Inquiry
    </a>
  );
}
