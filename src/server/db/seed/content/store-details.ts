import type { RichText } from '@/api/content';
import { DEMO_BRANDS } from '../brands';
import type { StoreDef } from '../store-list';
import { icon, p, ul } from './blocks';
import { contentDoc } from './document';

const dollars = (cents: number) => `$${(cents / 100).toFixed(0)}`;

/** Order types a store offers on at least one menu, in the words the shopper sees. */
function orderTypes(def: StoreDef): string[] {
  const traits = def.traits ?? {};
  return [
    'pickup',
    ...(traits.isMedCurbside || traits.isRecCurbside ? ['curbside'] : []),
    ...(traits.isMedDelivery || traits.isRecDelivery ? ['delivery'] : []),
    ...(traits.enableCheckinOrder ? ['check-in'] : []),
  ];
}

function menusText(def: StoreDef): string {
  return { both: 'Medical and Adult Use', medical: 'Medical', recreational: 'Adult Use', none: '' }[def.menus];
}

function aboutStore(def: StoreDef, brand: string): RichText {
  const traits = def.traits ?? {};
  if (traits.isDivested) return [p('This location is permanently closed. Thank you for the years you shopped with us; find another store near you on the [locations page](/locations).')];
  if (def.menus === 'none') return [p(`${brand} ${def.displayName} is coming soon to ${def.city}. We will share the opening date here and on our news page.`)];
  const comingSoon = traits.isRecComingSoon ? 'Adult Use' : traits.isMedComingSoon ? 'Medical' : null;
  return [
    p(`${brand} ${def.displayName} serves ${menusText(def)} shoppers at ${def.address} in ${def.city}. Order online for ${orderTypes(def).join(', ')}, or come in and talk to a budtender.`),
    ...(comingSoon ? [p(`${comingSoon} sales are coming soon to this store.`)] : []),
    p('Our team is happy to explain products, formats and dosing. Every product on the shelves is on this menu with live stock.'),
  ];
}

/**
 * The store details document of a store (uid = store slug; part 1 §3 "store details content"):
 * SEO copy, a delivery slice for stores that deliver, how ordering works, what to bring, directions.
 */
export function storeDetails(def: StoreDef) {
  const brand = DEMO_BRANDS[def.brand].name;
  const traits = def.traits ?? {};
  const delivers = !traits.isDivested && (traits.isMedDelivery || traits.isRecDelivery);
  const medical = def.menus === 'both' || def.menus === 'medical';
  const zips = traits.deliveryValidZips ?? [];
  return contentDoc('store_details', def.slug, 120, {
    title: `${brand} ${def.displayName}`,
    seo_title: `Cannabis Dispensary in ${def.city}, ${def.state} | ${brand} ${def.displayName}`,
    seo_description: traits.isDivested
      ? `${brand} ${def.displayName} in ${def.city}, ${def.state} is permanently closed. Find another ${brand} store nearby.`
      : `${brand} ${def.displayName} at ${def.address}, ${def.city}, ${def.state}. ${menusText(def) || 'Cannabis'} menu, opening hours, directions and online ordering.`,
    slices: [
      ...(delivers
        ? [{
            kind: 'delivery' as const,
            title: 'Looking for delivery?',
            text: `We deliver to ${zips.length} zip codes around ${def.city}, with a ${dollars(traits.deliveryMinimumCents ?? 0)} order minimum. Enter your zip to check.`,
          }]
        : []),
      { kind: 'text' as const, title: `About ${brand} ${def.displayName}`, body: aboutStore(def, brand) },
    ],
    how_it_works: [
      icon('cart', 'Browse and add to cart', 'Shop the live menu for this store and add what you like.'),
      icon('clock', 'Place your order', `Choose ${orderTypes(def).join(', ')} and a time that suits you.`),
      icon('phone', 'We let you know', 'You get a message when your order is ready.'),
      icon('id-card', 'Show ID and pay', 'Bring your ID and pay by cash or debit when you collect.'),
    ],
    what_to_bring: [
      p('Please bring:'),
      ul('A valid, unexpired government photo ID', ...(medical ? [`Your ${def.state} medical card, if you shop Medical`] : []), 'Cash or a debit card'),
    ],
    directions_link: `https://www.openstreetmap.org/directions?to=${def.lat},${def.lng}`,
  }, ['store', def.state.toLowerCase()]);
}
