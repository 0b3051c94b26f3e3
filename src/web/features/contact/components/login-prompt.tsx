import { css } from 'styled-system/css';
import type { InquiryType } from '@/domain/contact-form';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';

const WHY: Partial<Record<InquiryType, string>> = {
  cancel: 'To cancel an order, log in to the account you ordered with.',
  returns: 'To request a return, log in to the account you ordered with.',
  'loyalty-and-rewards-inquiries': 'To ask about your rewards, log in to your account.',
};

/**
 * Cancel, returns and loyalty inquiries need an account (part 2 §6): a visitor gets a login link
 * that comes back to this form (`from`, encoded here and once more by the URL, as /login expects).
 */
export function LoginPrompt({ section }: { section: InquiryType }) {
  const back = encodeURIComponent(`/contact?section=${section}`);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderRadius: 'md', bg: 'wash' })}>
      <p>{WHY[section] ?? 'Please log in to send this request.'}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <AppLink to={`/login?from=${encodeURIComponent(back)}`} className={button({ variant: 'solid' })}>
          Log In
        </AppLink>
        <AppLink to="/register" className={button({ variant: 'outline' })}>
          Create Account
        </AppLink>
      </div>
    </div>
  );
}
