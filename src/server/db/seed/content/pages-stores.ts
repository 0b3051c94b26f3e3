import { STORE_DEFS } from '../store-list';
import { ART, cta, h2, p, ul } from './blocks';
import { contentDoc } from './document';

/** The /page/{uid} a coming-soon store's Learn More link opens ("/page/coming-soon-x" -> "coming-soon-x"). */
export const comingSoonPageUid = (url: string) => url.replace(/^\/page\//, '');

/** One page per coming-soon link in the store list (part 1 §2 store tile "Learn More"). */
function comingSoonPages() {
  return STORE_DEFS.filter((def) => def.brand === 'main' && def.traits?.comingSoonUrl).map((def) => {
    const adultUseOnly = def.menus !== 'none';
    return contentDoc('page', comingSoonPageUid(def.traits!.comingSoonUrl!), 11, {
      title: adultUseOnly ? `Adult Use Is Coming to ${def.displayName}` : `Apotheca ${def.displayName} Is Coming Soon`,
      seo_description: `News about Apotheca ${def.displayName} in ${def.city}, ${def.state}.`,
      hero_image: ART.firstVisit,
      store_id: null,
      usage_type: adultUseOnly ? 'recreational' : null,
      body: [
        p(adultUseOnly
          ? `Our ${def.displayName} store already serves medical patients. Once state approvals are complete, adults 21 and older will be able to shop Adult Use here too.`
          : `We are building a new store at ${def.address} in ${def.city}. It will serve Medical and Adult Use shoppers with the same menu, prices and care as every Apotheca.`),
        p('We will announce the opening date on our news page and on this page. Until then, our other stores are happy to help.'),
        cta('Find an open store', '/locations'),
      ],
    }, ['coming-soon', def.state.toLowerCase()]);
  });
}

/** Florida-only pages: delivery information and the one transition page old city pages redirect to (part 1 §2). */
const FLORIDA_PAGES = [
  contentDoc('page', 'delivery-info-fl', 22, {
    title: 'Medical Delivery in Florida',
    seo_description: 'How Apotheca medical delivery works in Tampa and Orlando: zones, minimums and what to have ready.',
    hero_image: ART.hills,
    store_id: null,
    usage_type: 'medical',
    body: [
      p('Registered Florida patients can order for delivery from our Tampa Westshore and Orlando Mills 50 stores.'),
      h2('Delivery at a glance'),
      ul('Tampa Westshore: 8 zip codes, $50 minimum.', 'Orlando Mills 50: 6 zip codes, $75 minimum.', 'The patient named on the order must be present with a photo ID and an active state registration.', 'Pay the driver by debit card or cash.'),
      p('Enter your zip on a store page to check whether we deliver to you.'),
      cta('Check delivery at Tampa Westshore', '/store/tampa-westshore-fl'),
    ],
  }, ['delivery', 'fl']),
  contentDoc('page', 'florida-transition', 150, {
    title: 'Our Florida Stores Have a New Home Online',
    seo_description: 'Apotheca Florida store pages have moved. Find Tampa, Orlando and Pensacola here.',
    hero_image: ART.leaf,
    store_id: null,
    usage_type: 'medical',
    body: [
      p('We have brought our Florida stores onto one site with the rest of Apotheca. The old city pages now point here.'),
      ul('[Tampa Westshore](/store/tampa-westshore-fl)', '[Orlando Mills 50](/store/orlando-mills-fl)', '[Pensacola](/store/pensacola-fl)'),
      p('Your patient account, order history and saved medical card carry over; sign in as usual.'),
    ],
  }, ['fl', 'transition']),
];

/**
 * Pages tied to one store: their store and usage type differ from most shoppers', so the page shows
 * the mismatch banner (part 1 §2 /page/{id}/{storeID?}/{usageType?}).
 */
function storeWelcomePages(storeIds: ReadonlyMap<string, number>) {
  const hudson = storeIds.get('hudson-valley-ny');
  if (hudson === undefined) throw new Error('hudson-valley-ny was not seeded');
  return [
    contentDoc('page', 'hudson-valley-medical-welcome', 13, {
      title: 'Welcome, Hudson Valley Patients',
      seo_description: 'What registered New York patients can expect at Apotheca Hudson Valley.',
      hero_image: ART.medicalCard,
      store_id: hudson,
      usage_type: 'medical',
      body: [
        p('Welcome to Apotheca Hudson Valley. This page is for registered New York medical patients shopping our Medical menu in Bardonia.'),
        ul('Bring your New York patient certification and photo ID.', 'Medical delivery is available to eight nearby zip codes.', 'Ask for a private consultation about dosing formats.'),
        cta('Shop Hudson Valley Medical', '/store/hudson-valley-ny'),
      ],
    }, ['medical', 'ny']),
  ];
}

export const mainStorePages = (storeIds: ReadonlyMap<string, number>) => [...comingSoonPages(), ...FLORIDA_PAGES, ...storeWelcomePages(storeIds)];
