import { css } from 'styled-system/css';
import { sortLocatorStores } from '@/domain/locator';
import { formatCents } from '@/domain/money';
import { storePagePath } from '@/domain/store-slugs';
import { storeDisplayName } from '@/domain/store-ordering';
import { stateName } from '@/domain/us-states';
import { USAGE_LABEL, USAGE_TYPES, usagePrefix } from '@/domain/usage-type';
import { useStartup } from '@/web/shared/startup/use-startup';
import { AppLink } from '@/web/ui/app-link';
import { HowItWorks } from '../store-page/how-it-works';
import { usePageIsChooser } from '../use-page-is-chooser';
import { DeliverySlice } from './delivery-slice';

const STEPS = [
  { icon: 'map-pin', title: 'Check your zip', text: 'Tell us where to deliver and whether you shop Medical or Adult Use.' },
  { icon: 'cart', title: 'Shop the live menu', text: 'Browse the delivering store’s menu and fill your cart, with its prices and specials.' },
  { icon: 'truck', title: 'We bring it to you', text: 'Pay on delivery. Have your ID (and medical card for Medical orders) ready at the door.' },
];

/** /delivery (part 1 §2, main brand only): what delivery is, the zip check, and the stores that deliver. */
export function DeliveryPage() {
  const { stores, store: current } = useStartup();
  usePageIsChooser();
  const delivering = sortLocatorStores(
    stores.filter((store) => !store.is_divested && (store.is_med_delivery || store.is_rec_delivery)),
    current?.id,
  );

  return (
    <div className={css({ maxW: '1200px', mx: 'auto', px: { base: '4', sm: '6', md: '8' }, pt: { base: '6', sm: '10' }, pb: '14', display: 'flex', flexDirection: 'column', gap: { base: '8', sm: '12' } })}>
      <header className={css({ maxW: '720px' })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wider', color: 'brand' })}>Delivery</p>
        <h1 className={css({ mt: '2', fontSize: { base: '3xl', sm: '5xl' }, fontWeight: 'black', letterSpacing: 'tight', lineHeight: '1.05' })}>
          Your dispensary, delivered.
        </h1>
        <p className={css({ mt: '4', fontSize: { base: 'md', sm: 'lg' }, color: 'muted' })}>
          Order from the live menu of a store near you and we'll bring it to your door. Delivery is available from select stores, with a minimum order.
        </p>
      </header>
      <DeliverySlice />
      <section aria-labelledby="delivery-steps" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 id="delivery-steps" className={css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
          How delivery works
        </h2>
        <HowItWorks items={STEPS} />
      </section>
      {delivering.length > 0 && (
        <section aria-labelledby="delivery-stores" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2 id="delivery-stores" className={css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
            Stores that deliver
          </h2>
          <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } })}>
            {delivering.map((store) => (
              <li key={store.id} className={css({ p: '4', borderRadius: 'card', border: '1px solid token(colors.line)', display: 'flex', flexDirection: 'column', gap: '1' })}>
                <AppLink to={storePagePath(store.store_slug)} className={css({ fontWeight: 'bold', color: 'brand', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}>
                  {storeDisplayName(store)}
                </AppLink>
                <span className={css({ fontSize: 'sm', color: 'muted' })}>
                  {store.city}, {stateName(store.state)}
                </span>
                <span className={css({ fontSize: 'sm' })}>
                  {USAGE_TYPES.filter((usage) => store[`is_${usagePrefix(usage)}_delivery`]).map((usage) => USAGE_LABEL[usage]).join(' and ')} delivery
                  {store.delivery_minimum_cents > 0 && ` · ${formatCents(store.delivery_minimum_cents)} minimum`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
