import { css } from 'styled-system/css';
import { formatPhone, formatPhoneInput } from '@/domain/phone-number';
import { isNetworkFailure } from '@/web/data/api-errors';
import { useMe } from '@/web/data/user-queries';
import { signOut } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { Skeleton } from '@/web/ui/skeleton';
import { muted, twoColumns } from '../styles';
import type { ContactDraft, FormProblems } from '../contact-draft';

export interface SenderFieldsProps {
  signedIn: boolean;
  draft: ContactDraft;
  problems: FormProblems;
  onChange: (change: Partial<ContactDraft>) => void;
}

export const DETAILS_OFFLINE = "Your details need a connection to load. They'll appear as soon as you're back online.";
const DETAILS_FAILED = 'We could not load your details.';

const readOnlyBox = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', borderRadius: 'md', bg: 'wash', fontSize: 'sm' });

/**
 * Who is writing (part 2 §5): a signed-in user sees their own name, email and phone, read-only, with
 * a way to log out (to write as someone else); a visitor types a name and an email, and may add a phone.
 */
export function SenderFields({ signedIn, draft, problems, onChange }: SenderFieldsProps) {
  if (signedIn) return <AccountSender />;
  return (
    <>
      <div className={twoColumns}>
        <div data-field="name">
          <TextField label="Name" name="name" autoComplete="name" aria-required value={draft.name} onChange={(event) => onChange({ name: event.target.value })} error={problems.name} />
        </div>
        <div data-field="email">
          <TextField label="Email Address" name="email" type="email" autoComplete="email" aria-required value={draft.email} onChange={(event) => onChange({ email: event.target.value })} error={problems.email} />
        </div>
      </div>
      <div data-field="phone">
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={(event) => onChange({ phone: formatPhoneInput(event.target.value) })}
          error={problems.phone}
        />
      </div>
    </>
  );
}

function AccountSender() {
  const me = useMe();
  const user = me.data;
  return (
    <section aria-label="Your details" className={readOnlyBox}>
      {user ? (
        <>
          <span className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
            {user.first} {user.last}
          </span>
          <span>{user.email}</span>
          {user.phone && <span>{formatPhone(user.phone)}</span>}
        </>
      ) : me.isError ? (
        <span role="status">{isNetworkFailure(me.error) ? DETAILS_OFFLINE : DETAILS_FAILED}</span>
      ) : (
        <Skeleton width="12rem" shape="text" />
      )}
      <span className={muted}>
        Not you?{' '}
        <Button variant="link" size="sm" onClick={() => signOut()}>
          Log out
        </Button>
      </span>
    </section>
  );
}
