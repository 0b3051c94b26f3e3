import { css } from 'styled-system/css';
import { Card } from '@/web/ui/card';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { AddressList } from './addresses/address-list';
import { AccountPage } from './components/account-page';
import { UserGate } from './components/user-gate';
import { MedCardSummary } from './med-card/med-card-summary';
import { AccountPreferences } from './preferences/account-preferences';
import { ProfileSection } from './profile/profile-section';

/** /account 'My Account' (part 2 §2): profile, medical card, addresses, then Account Preferences. */
export function AccountScreen() {
  return (
    <AccountPage title="My Account">
      <UserGate fallback={<AccountSkeleton />}>
        {(user) => (
          <>
            <ProfileSection user={user} />
            <MedCardSummary cards={user.medical_cards} />
            <AddressList addresses={user.addresses} />
            <AccountPreferences user={user} />
          </>
        )}
      </UserGate>
    </AccountPage>
  );
}

function AccountSkeleton() {
  return (
    <LoadingRegion label="Loading your account" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {[3, 1, 2, 3].map((lines, index) => (
        <Card key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Skeleton width="40%" height="1.5rem" />
          {Array.from({ length: lines }, (_, line) => (
            <Skeleton key={line} shape="text" width={`${80 - line * 15}%`} />
          ))}
        </Card>
      ))}
    </LoadingRegion>
  );
}
