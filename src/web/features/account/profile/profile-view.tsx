import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { PhoneLine } from './phone-line';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xs: '8rem 1fr' },
  columnGap: '4',
  // The small labels line up with the first line of their values.
  alignItems: 'baseline',
  rowGap: { base: '1', xs: '4' },
  m: '0',
  '& dt': { fontSize: 'sm', fontWeight: 'semibold', color: 'muted', mt: { base: '3', xs: '0' } },
  '& dd': { m: '0', overflowWrap: 'anywhere' },
});

/** Name, email and phone, read-only. */
export function ProfileView({ user }: { user: User }) {
  return (
    <dl className={list}>
      <dt>Name</dt>
      <dd>{`${user.first} ${user.last}`.trim()}</dd>
      <dt>Email</dt>
      <dd>{user.email}</dd>
      <dt>Phone</dt>
      <dd>
        <PhoneLine user={user} />
      </dd>
    </dl>
  );
}
