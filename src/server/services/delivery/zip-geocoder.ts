import { createRequire } from 'node:module';
import type * as ZipCodesModule from 'zipcodes';
import type { GeocodeMatch } from '@/api/cart';
import type { AddressInput } from '@/api/user';
import { isFiveDigitZip, truncateZip } from '@/domain/zip-code';

type ZipCodes = typeof ZipCodesModule;

export interface ZipCentroid {
  city: string;
  state: string;
  lat: number;
  lng: number;
}

const require = createRequire(import.meta.url);
let dataset: ZipCodes | undefined;

/**
 * The US ZIP centroid dataset (DECISIONS.md "Geocoding"), required at first use: it is ~5 MB of
 * JavaScript, and most server starts never geocode anything.
 */
function zipCodes(): ZipCodes {
  dataset ??= require('zipcodes') as ZipCodes;
  return dataset;
}

/** City, state and centroid of a 5-digit US zip; undefined when the dataset does not know it. */
export function lookupZip(zip: string): ZipCentroid | undefined {
  const code = zip.trim();
  // The package also answers Canadian postal prefixes; delivery addresses here are US only.
  if (!isFiveDigitZip(code)) return undefined;
  const entry = zipCodes().lookup(code);
  if (!entry || entry.country !== 'US') return undefined;
  return { city: entry.city, state: entry.state, lat: entry.latitude, lng: entry.longitude };
}

/**
 * The matches for a typed address (part 2 §7 "Other", the address chooser of §8): none when the zip
 * is unknown or lies in another state than the one typed; otherwise the address with the city, state
 * and zip the dataset has for that zip (so a misspelt or wrong city comes back corrected for the
 * shopper to choose) and the zip's centroid.
 */
export function geocodeAddress(input: AddressInput): GeocodeMatch[] {
  const zip = truncateZip(input.zip);
  const found = lookupZip(zip);
  if (!found || found.state !== input.state.trim().toUpperCase()) return [];
  const address2 = input.address_2?.trim();
  return [
    {
      address_1: input.address_1.trim(),
      address_2: address2 ? address2 : null,
      city: found.city,
      state: found.state,
      zip,
      lat: found.lat,
      lng: found.lng,
    },
  ];
}
