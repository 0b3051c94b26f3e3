/** Usage types (part 1 §4): stored as med/rec, spoken as medical/recreational, shown as Medical/Adult Use. */
export const USAGE_TYPES = ['medical', 'recreational'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];
export type UsagePrefix = 'med' | 'rec';

export const USAGE_LABEL: Record<UsageType, string> = { medical: 'Medical', recreational: 'Adult Use' };

/** The short prefix used by store flag families (is_med_menu, is_rec_menu, ...). */
export function usagePrefix(usage: UsageType): UsagePrefix {
  return usage === 'medical' ? 'med' : 'rec';
}

/** Accepts the spellings used in links (medical, recreational, med, rec); undefined for anything else. */
export function parseUsageType(value: string | undefined | null): UsageType | undefined {
  switch (value?.toLowerCase()) {
    case 'medical':
    case 'med':
      return 'medical';
    case 'recreational':
    case 'rec':
      return 'recreational';
    default:
      return undefined;
  }
}

export function otherUsageType(usage: UsageType): UsageType {
  return usage === 'medical' ? 'recreational' : 'medical';
}
