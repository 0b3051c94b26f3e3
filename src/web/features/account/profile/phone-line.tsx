import { css, cx } from 'styled-system/css';
import type { User } from '@/api/user';
import { formatPhone } from '@/domain/phone-number';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { CheckCircleIcon } from '@/web/ui/shell-icons';
import { ACCOUNT_PATH, verifyPhonePath } from '@/web/shared/account/account-paths';
import { Notice } from '@/web/ui/notice';
import { phoneStatus } from '@/domain/phone-verification';
import { phoneStatusMessage } from '../phone-status';
import { tapTarget } from '../styles';

/**
 * The phone as shown on My Account: verified, or the notice with Verify / Re-verify (part 2 §2, §4
 * "Phone verification"), which opens the verification screen and comes back here.
 */
export function PhoneLine({ user }: { user: User }) {
  const status = phoneStatus(user);
  const message = phoneStatusMessage(status);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        {formatPhone(user.phone) || 'No phone number'}
        {status === 'verified' && (
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'success', fontSize: 'sm', fontWeight: 'semibold' })}>
            <CheckCircleIcon aria-hidden /> Verified
          </span>
        )}
      </span>
      {message && (
        <Notice tone="warning">
          <p>{message}</p>
          <AppLink to={verifyPhonePath(ACCOUNT_PATH)} className={cx(button({ size: 'sm', variant: 'outline' }), tapTarget, css({ mt: '2' }))}>
            {status === 'reverify' ? 'Re-verify' : 'Verify'}
          </AppLink>
        </Notice>
      )}
    </div>
  );
}
