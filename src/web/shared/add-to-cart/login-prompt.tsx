import { useLocation } from '@tanstack/react-router';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { actionRow, noticeBox, noticeText } from './add-to-cart-styles';

/** Check 2 of the add-to-cart area (part 1 §4): log in or register, then come back to this product. */
export function LoginPrompt() {
  const { pathname } = useLocation();
  return (
    <div className={noticeBox}>
      <p className={noticeText}>Log in or create an account to order</p>
      <div className={actionRow}>
        <AppLink to="/login" search={{ from: pathname }} className={button({ variant: 'solid' })}>
          Log In
        </AppLink>
        <AppLink to="/register" search={{ from: pathname }} className={button({ variant: 'outline' })}>
          Create Account
        </AppLink>
      </div>
    </div>
  );
}
