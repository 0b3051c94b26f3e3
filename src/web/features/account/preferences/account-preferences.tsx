import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { useStartup } from '@/web/shared/startup/use-startup';
import { PROMOTIONAL_PATH, TRANSACTIONAL_PATH } from '@/web/shared/account/account-paths';
import { contactMethodLabel, preferenceOf } from '@/web/shared/account/contact-preferences';
import { rewardsAccess } from '../loyalty/rewards-access';
import { sectionTitle } from '../styles';
import { CommunicationCard } from './communication-card';
import { RewardsCard } from './rewards-card';

/** 'Account Preferences' (part 2 §2): rewards, transactional and promotional communications. */
export function AccountPreferences({ user }: { user: User }) {
  const { store } = useStartup();
  const access = rewardsAccess(user, store?.loyalty_admin.on_account ?? false);
  const marketing = preferenceOf(user, 'marketing');
  const pending = marketing?.doubleOptInPending ? ' (Pending)' : '';
  return (
    <section aria-labelledby="preferences-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="preferences-title" className={sectionTitle}>
        Account Preferences
      </h2>
      {access !== 'hidden' && <RewardsCard user={user} access={access} />}
      <CommunicationCard
        id="transactional-title"
        title="Transactional Communications"
        description="How we tell you about your orders."
        current={contactMethodLabel(preferenceOf(user, 'transaction')?.opt_in)}
        editTo={TRANSACTIONAL_PATH}
      />
      <CommunicationCard
        id="promotional-title"
        title="Promotional Communications"
        description="Deals, new arrivals and events."
        current={`${contactMethodLabel(marketing?.opt_in)}${pending}`}
        editTo={PROMOTIONAL_PATH}
      />
    </section>
  );
}
