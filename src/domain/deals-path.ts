import type { UsageType } from '@/domain/usage-type';

/**
 * The deals content page for a state and usage type (part 1 §2: each state has its own /page/{id},
 * Massachusetts one per usage type). The ids are ours: deals-{state}[-medical|-adult-use].
 */
export function dealsPagePath(state: string | null | undefined, usage: UsageType): string {
  if (!state) return '/specials';
  const base = `/page/deals-${state.toLowerCase()}`;
  if (state === 'MA') return `${base}-${usage === 'medical' ? 'medical' : 'adult-use'}`;
  return base;
}
