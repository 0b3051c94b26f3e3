import type { Category } from '@/domain/categories';
import type { Rng } from '../random';

/** What the copy templates may mention about a product. */
export interface CopyContext {
  title: string;
  brand: string;
  subCategory: string;
  displaySize: string;
  strain: string | null;
  typeLabel: string;
  effects: string[];
  flavors: string[];
  extraction: string | null;
  /** mg THC per piece, dose or serving, where the form has one. */
  serving: number | null;
}

const lower = (value: string | undefined, fallback: string) => (value ?? fallback).toLowerCase();

function descriptions(category: Category, c: CopyContext): string[] {
  const [flavorA, flavorB] = [lower(c.flavors[0], 'earthy'), lower(c.flavors[1], 'herbal')];
  const [effectA, effectB] = [lower(c.effects[0], 'relaxed'), lower(c.effects[1], 'happy')];
  const strain = c.strain ?? c.title;
  switch (category) {
    case 'flower':
      return [
        `${c.brand} grows ${strain} in small batches and cures it slowly, so the ${flavorA} and ${flavorB} aroma comes through in every jar.`,
        `Hand-trimmed ${c.typeLabel.toLowerCase()} flower with a ${flavorA}-forward nose. Shoppers reach for ${strain} when they want to feel ${effectA} and ${effectB}.`,
        `${c.subCategory} of ${strain}: dense, frosty buds with notes of ${flavorA} and ${flavorB}, packed in a ${c.displaySize} jar.`,
      ];
    case 'prerolls':
      return [
        `${c.title} is rolled from ${strain} flower in natural paper with a crutch tip for an even burn.`,
        `Ready when you are: ${c.brand} packs ${c.displaySize} of ${c.typeLabel.toLowerCase()} flower with ${flavorA} and ${flavorB} notes.`,
        `A slow, even smoke with a ${flavorA} finish. Expect to feel ${effectA} and ${effectB}.`,
      ];
    case 'vapes':
      return [
        `${c.extraction ?? 'Clean'} oil from ${strain} in ${c.subCategory.toLowerCase()} hardware. Flavor comes from the plant's own terpenes: ${flavorA} and ${flavorB}.`,
        `${c.brand}'s ${c.subCategory.toLowerCase()} holds ${c.displaySize} of ${c.typeLabel.toLowerCase()} oil for a smooth, ${effectA} draw.`,
        `No added flavorings, just ${strain}. A ${c.displaySize} ${c.subCategory.toLowerCase()} that tastes of ${flavorA}.`,
      ];
    case 'concentrates':
      return [
        `${c.subCategory} made from ${strain} by ${c.brand}, with a loud ${flavorA} and ${flavorB} profile.`,
        `A ${c.extraction?.toLowerCase() ?? 'solventless'} extract for experienced consumers. Expect a ${effectA}, ${effectB} effect.`,
        `${c.displaySize} of ${strain} ${c.subCategory.toLowerCase()}: small batch, tested, and best enjoyed at low temperatures.`,
      ];
    case 'edibles':
      return [
        `${c.title} from ${c.brand}. Each piece holds ${c.serving ?? 10}mg THC, made with real fruit and no artificial colors.`,
        `Small-batch ${c.subCategory.toLowerCase()} with a consistent dose in every piece. A ${c.typeLabel.toLowerCase()} blend for ${effectA} evenings.`,
        `${c.displaySize} total per package. ${c.brand} doses each piece by hand and tests every batch.`,
      ];
    case 'beverages':
      return [
        `A sessionable ${c.subCategory.toLowerCase()} with ${c.serving ?? 5}mg THC per serving and a crisp ${flavorA} finish.`,
        `${c.brand}'s ${c.title.toLowerCase()} is fast-acting and low in sugar. Pour over ice and share responsibly.`,
      ];
    case 'tinctures':
    case 'oral_solutions':
      return [
        `${c.title} delivers a measured dose with every fill of the dropper. ${c.typeLabel} blend, unflavored base with a hint of ${flavorA}.`,
        `${c.brand} formulates for consistency: ${c.displaySize} with clear dosing marks, so you can find the amount that works.`,
      ];
    case 'capsules':
      return [
        `Pre-measured ${c.subCategory.toLowerCase()} with ${c.serving ?? 10}mg per piece. Discreet, consistent and easy to dose.`,
        `${c.brand} ${c.subCategory.toLowerCase()}: a ${c.typeLabel.toLowerCase()} formula in a ${c.displaySize} bottle.`,
      ];
    case 'topicals':
      return [
        `${c.title} is a non-intoxicating ${c.subCategory.toLowerCase()} for targeted relief. Massage into skin as needed.`,
        `${c.brand} blends cannabinoids with plant oils in this ${c.displaySize} ${c.subCategory.toLowerCase()}. Scented with ${flavorA}.`,
      ];
    case 'accessories':
      return [
        `${c.title} from ${c.brand}: built to last and easy to clean.`,
        `A dependable ${c.subCategory.toLowerCase()} for everyday use. Sold in store packaging.`,
      ];
    case 'other':
      return [`${c.title} from ${c.brand}. Limited quantities at this location.`, `${c.title}: a little something extra from ${c.brand}.`];
  }
}

function dosing(category: Category, c: CopyContext): string[] | null {
  switch (category) {
    case 'flower':
    case 'prerolls':
      return [
        'Start with one or two small inhalations and wait 15 minutes before having more.',
        'Effects are felt within minutes and last 1-3 hours. Go slow if this cultivar is new to you.',
      ];
    case 'vapes':
      return ['Take one short draw and wait 10-15 minutes before the next.', 'Start with a single 2-3 second puff; effects build within minutes.'];
    case 'concentrates':
      return ['Concentrates are potent: start with a portion the size of a grain of rice at a low temperature.'];
    case 'edibles':
    case 'capsules':
      return [
        `Start with ${c.serving && c.serving > 5 ? 'half a piece' : 'one piece'} and wait at least 2 hours before taking more. Effects can last 4-8 hours.`,
        'Begin low and go slow: effects usually begin in 30-90 minutes. Do not take more before then.',
      ];
    case 'beverages':
      return ['Sip slowly. Effects typically begin within 15-45 minutes; wait an hour before another serving.'];
    case 'tinctures':
    case 'oral_solutions':
      return ['Place 0.25 mL under the tongue, hold for 60 seconds, then swallow. Wait 1 hour before adjusting the dose.'];
    case 'topicals':
      return ['Apply a thin layer to clean skin and massage in. Reapply every 4-6 hours as needed.'];
    default:
      return null;
  }
}

/** A description for the product, one of several templates per form. */
export function describe(rng: Rng, category: Category, context: CopyContext): string {
  return rng.pick(descriptions(category, context));
}

/** Dosing notes (part 1 §3 dosing_notes), or null for forms that are not consumed. */
export function dosingNotes(rng: Rng, category: Category, context: CopyContext): string | null {
  const options = dosing(category, context);
  return options ? rng.pick(options) : null;
}
