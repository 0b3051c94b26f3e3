import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { primaryButton } from '../components/styles';

/** A store-scoped link whose store is unknown (part 1 §8). */
export function StoreLinkError() {
  return (
    <section role="alert" className={css({ maxW: '560px', mx: 'auto', textAlign: 'center', py: '16', px: '4' })}>
      <p className={css({ fontSize: 'lg' })}>
        There was an issue when trying to navigate to the store. Please click 'Find a Store' to select your store.
      </p>
      <AppLink to="/locations" className={`${primaryButton} ${css({ mt: '6' })}`}>
        Find a Store
      </AppLink>
    </section>
  );
}
