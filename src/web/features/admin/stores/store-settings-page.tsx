import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { can } from '@/domain/staff-roles';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { muted } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { storeSettingsQueryOptions } from '../api/store-settings';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { DeliverySection, TaxSection, WaitTimeSection } from './delivery-tax-sections';
import { ExceptionsSection } from './exceptions-section';
import { HoursSection } from './hours-section';
import { LimitsSection } from './limits-section';
import { ProfileSection } from './profile-section';
import { SwitchesSection } from './switches-section';

/**
 * The picked store's settings (README "The operator console"), one section at a time: each saves
 * its own group, so a refused field never holds back the others, and the storefront shows a saved
 * change on its next request.
 */
export function StoreSettingsPage() {
  const { me, store } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const settings = useQuery({ ...storeSettingsQueryOptions(userId, store?.id ?? 0), enabled: userId !== undefined && store !== undefined && can(me, 'stores.edit') });
  if (!store) return <StateMessage>You manage no store yet.</StateMessage>;
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>Store settings</h1>
        <p className={muted}>
          {store.name}, {store.city} ·{' '}
          <AppLink to={`/store/${store.store_slug}`} className={css({ color: 'brand', textDecoration: 'underline' })}>
            See the store page
          </AppLink>
        </p>
      </div>
      {settings.isError ? (
        <LoadFailed error={settings.error} message={settings.error.message} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : settings.data ? (
        // Keyed by store: picking another store starts its forms afresh from its own settings.
        <div key={settings.data.id} className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '960px' })}>
          <ProfileSection storeId={store.id} profile={settings.data.profile} />
          <HoursSection storeId={store.id} weekly={settings.data.hours.weekly} />
          <ExceptionsSection storeId={store.id} exceptions={settings.data.hours.exceptions} />
          <SwitchesSection storeId={store.id} settings={settings.data} />
          <DeliverySection storeId={store.id} delivery={settings.data.delivery} />
          <TaxSection storeId={store.id} tax={settings.data.tax} />
          <LimitsSection storeId={store.id} limits={settings.data.purchase_limits} state={settings.data.profile.state} />
          <WaitTimeSection storeId={store.id} waitTime={settings.data.wait_time} />
        </div>
      ) : (
        <Skeleton height="20rem" className={css({ borderRadius: 'card' })} />
      )}
    </div>
  );
}
