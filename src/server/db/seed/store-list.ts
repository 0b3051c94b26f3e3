import type { stores } from '../schema';
import type { BrandKey } from './brands';
import { TIMEZONES, type DemoState, type HoursPreset, type STORE_ART } from './store-presets';

/**
 * The demo stores (part 1 §1: main brand in NY, IL, OH, AZ, MA, PA, FL; the second brand is one MA
 * store). Addresses are invented; cities, zips, coordinates and area codes are real, phone numbers use
 * the fictional 555-01xx range. The legacy slugs of part 1 §2 (lakeview-il, bardonia-ny,
 * new-hartford-ny) redirect to chicago-lakeview-il, hudson-valley-ny and mohawk-valley-ny.
 */
export interface StoreDef {
  brand: BrandKey;
  slug: string;
  displayName: string;
  address: string;
  city: string;
  state: DemoState;
  zip: string;
  phone: string;
  lat: number;
  lng: number;
  timezone: string;
  menus: 'both' | 'medical' | 'recreational' | 'none';
  hours?: HoursPreset;
  art: keyof typeof STORE_ART | null;
  /** Store-specific columns, applied last. */
  traits?: Partial<typeof stores.$inferInsert>;
}

const { eastern, central, arizona } = TIMEZONES;
const DELIVERY_MINIMUM_CENTS = 5000;

export const STORE_DEFS: StoreDef[] = [
  {
    brand: 'main', slug: 'hudson-valley-ny', displayName: 'Hudson Valley', address: '182 Route 304',
    city: 'Bardonia', state: 'NY', zip: '10954', phone: '(845) 555-0142', lat: 41.1098, lng: -73.989,
    timezone: eastern, menus: 'both', art: 'brick', hours: 'extended',
    traits: {
      isMedDelivery: true, isRecDelivery: true, isMedOboDelivery: true, isRecOboDelivery: true,
      deliveryValidZips: ['10954', '10956', '10965', '10960', '10994', '10977', '10920', '10913'],
      deliveryMinimumCents: DELIVERY_MINIMUM_CENTS, enableCheckinOrder: true, waitTime: 15,
      isMedCurbside: true, isRecCurbside: true,
    },
  },
  {
    brand: 'main', slug: 'mohawk-valley-ny', displayName: 'Mohawk Valley', address: '4612 Commercial Drive',
    city: 'New Hartford', state: 'NY', zip: '13413', phone: '(315) 555-0117', lat: 43.0851, lng: -75.2978,
    timezone: eastern, menus: 'medical', art: 'modern',
    traits: { requiresMedicalCardToOrder: true, hobFirst: true },
  },
  {
    brand: 'main', slug: 'brooklyn-williamsburg-ny', displayName: 'Brooklyn Williamsburg', address: '241 Kent Avenue',
    city: 'Brooklyn', state: 'NY', zip: '11211', phone: '(718) 555-0163', lat: 40.7163, lng: -73.9636,
    timezone: eastern, menus: 'none', art: 'modern',
    traits: { isMedComingSoon: true, isRecComingSoon: true, comingSoonUrl: '/page/coming-soon-williamsburg' },
  },
  {
    brand: 'main', slug: 'chicago-lakeview-il', displayName: 'Chicago Lakeview', address: '2946 N Broadway',
    city: 'Chicago', state: 'IL', zip: '60657', phone: '(773) 555-0128', lat: 41.9352, lng: -87.6441,
    timezone: central, menus: 'both', art: 'brick', hours: 'extended',
    traits: { showPostTaxPricing: true, enableCheckinOrder: true, useIdScanning: true, waitTime: 10 },
  },
  {
    brand: 'main', slug: 'naperville-il', displayName: 'Naperville', address: '1216 E Ogden Avenue',
    city: 'Naperville', state: 'IL', zip: '60563', phone: '(630) 555-0186', lat: 41.7915, lng: -88.124,
    timezone: central, menus: 'both', art: 'modern',
    traits: { showPostTaxPricing: true, tempClosedRec: 'closed' },
  },
  {
    brand: 'main', slug: 'springfield-il', displayName: 'Springfield', address: '2811 S Veterans Parkway',
    city: 'Springfield', state: 'IL', zip: '62704', phone: '(217) 555-0109', lat: 39.7706, lng: -89.6995,
    timezone: central, menus: 'recreational', art: null,
    traits: { showPostTaxPricing: true, waitTime: 5 },
  },
  {
    brand: 'main', slug: 'columbus-short-north-oh', displayName: 'Columbus Short North', address: '915 N High Street',
    city: 'Columbus', state: 'OH', zip: '43201', phone: '(614) 555-0155', lat: 39.9789, lng: -83.0036,
    timezone: eastern, menus: 'both', art: 'brick',
    traits: { useFifo: true, isMedCurbside: true, isRecCurbside: true, waitTime: 20 },
  },
  {
    brand: 'main', slug: 'cincinnati-hyde-park-oh', displayName: 'Cincinnati Hyde Park', address: '3420 Edwards Road',
    city: 'Cincinnati', state: 'OH', zip: '45208', phone: '(513) 555-0132', lat: 39.1396, lng: -84.4428,
    timezone: eastern, menus: 'medical', art: 'modern',
    traits: { requiresMedicalCardToOrder: true, isRecComingSoon: true, comingSoonUrl: '/page/adult-use-coming-soon-cincinnati' },
  },
  {
    brand: 'main', slug: 'phoenix-camelback-az', displayName: 'Phoenix Camelback', address: '4420 E Camelback Road',
    city: 'Phoenix', state: 'AZ', zip: '85018', phone: '(602) 555-0171', lat: 33.5093, lng: -111.987,
    timezone: arizona, menus: 'both', art: 'adobe', hours: 'extended',
    traits: {
      isMedDelivery: true, isRecDelivery: true, isRecOboDelivery: true,
      deliveryValidZips: ['85018', '85016', '85008', '85251', '85014', '85012', '85253'],
      deliveryMinimumCents: DELIVERY_MINIMUM_CENTS, waitTime: 25, isRecCurbside: true,
    },
  },
  {
    brand: 'main', slug: 'tucson-campbell-az', displayName: 'Tucson Campbell', address: '2951 N Campbell Avenue',
    city: 'Tucson', state: 'AZ', zip: '85719', phone: '(520) 555-0194', lat: 32.2588, lng: -110.944,
    timezone: arizona, menus: 'both', art: 'adobe',
    traits: { tempClosedMed: 'ordering_off', tempClosedRec: 'ordering_off' },
  },
  {
    brand: 'main', slug: 'worcester-ma', displayName: 'Worcester', address: '560 Park Avenue',
    city: 'Worcester', state: 'MA', zip: '01609', phone: '(508) 555-0121', lat: 42.2712, lng: -71.8183,
    timezone: eastern, menus: 'both', art: 'brick',
    traits: { isRecCurbside: true, enableCheckinOrder: true, waitTime: 12 },
  },
  {
    brand: 'main', slug: 'salem-ma', displayName: 'Salem', address: '77 Lafayette Street',
    city: 'Salem', state: 'MA', zip: '01970', phone: '(978) 555-0148', lat: 42.5178, lng: -70.8937,
    timezone: eastern, menus: 'none', art: 'coastal', hours: 'closed',
    traits: { isDivested: true, divestedDisclaimer: null },
  },
  {
    brand: 'main', slug: 'philadelphia-fishtown-pa', displayName: 'Philadelphia Fishtown', address: '1128 Frankford Avenue',
    city: 'Philadelphia', state: 'PA', zip: '19125', phone: '(215) 555-0176', lat: 39.9688, lng: -75.1343,
    timezone: eastern, menus: 'medical', art: 'brick',
    traits: { requiresMedicalCardToOrder: true, enableCheckinOrder: true, useIdScanning: true },
  },
  {
    brand: 'main', slug: 'pittsburgh-lawrenceville-pa', displayName: 'Pittsburgh Lawrenceville', address: '3801 Butler Street',
    city: 'Pittsburgh', state: 'PA', zip: '15201', phone: '(412) 555-0139', lat: 40.4664, lng: -79.9601,
    timezone: eastern, menus: 'medical', art: 'modern', hours: 'weekdays',
    traits: { requiresMedicalCardToOrder: true, isMedCurbside: true },
  },
  {
    brand: 'main', slug: 'tampa-westshore-fl', displayName: 'Tampa Westshore', address: '2810 W Kennedy Boulevard',
    city: 'Tampa', state: 'FL', zip: '33609', phone: '(813) 555-0152', lat: 27.9446, lng: -82.4932,
    timezone: eastern, menus: 'medical', art: 'coastal',
    traits: {
      requiresMedicalCardToOrder: true, isMedDelivery: true, isMedOboDelivery: true,
      deliveryValidZips: ['33609', '33606', '33629', '33611', '33607', '33602', '33603', '33614'],
      deliveryMinimumCents: DELIVERY_MINIMUM_CENTS,
    },
  },
  {
    brand: 'main', slug: 'orlando-mills-fl', displayName: 'Orlando Mills 50', address: '1215 N Mills Avenue',
    city: 'Orlando', state: 'FL', zip: '32803', phone: '(407) 555-0183', lat: 28.5586, lng: -81.3645,
    timezone: eastern, menus: 'medical', art: 'coastal',
    traits: {
      requiresMedicalCardToOrder: true, isMedDelivery: true,
      deliveryValidZips: ['32803', '32801', '32804', '32806', '32789', '32814'],
      deliveryMinimumCents: 7500, isMedCurbside: true,
    },
  },
  {
    brand: 'main', slug: 'pensacola-fl', displayName: 'Pensacola', address: '4810 N 9th Avenue',
    city: 'Pensacola', state: 'FL', zip: '32503', phone: '(850) 555-0104', lat: 30.4637, lng: -87.2097,
    timezone: central, menus: 'medical', art: null,
    traits: { requiresMedicalCardToOrder: true },
  },
  {
    brand: 'second', slug: 'harbor-new-bedford-ma', displayName: 'New Bedford', address: '88 Union Street',
    city: 'New Bedford', state: 'MA', zip: '02740', phone: '(508) 555-0119', lat: 41.6345, lng: -70.9262,
    timezone: eastern, menus: 'both', art: 'coastal',
    traits: { isRecCurbside: true, isMedCurbside: true, waitTime: 8, hobFirst: true },
  },
];
