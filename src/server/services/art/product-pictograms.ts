import type { Category } from '@/domain/categories';

/**
 * One white silhouette per category, drawn in a 100 x 100 box centred on (50, 50), with `ink` for
 * the few details cut into it (the strain's dark colour). Shapes only, no text: they read at 40 px.
 */
export function pictogram(category: Category, ink: string): string {
  const W = '#fff';
  switch (category) {
    case 'flower':
      // A bud: stacked calyx lobes on a short stem, two leaf tips.
      return `<path d="M50 10c9 10 15 20 15 30 8 4 12 12 11 22-2 14-13 24-26 24S26 76 24 62c-1-10 3-18 11-22 0-10 6-20 15-30z" fill="${W}"/><path d="M50 30c-4 8-4 16 0 24 4-8 4-16 0-24zM36 52c3 7 8 11 14 12M64 52c-3 7-8 11-14 12" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/><path d="M44 86h12v8H44z" fill="${W}"/><path d="M24 66c-8 0-14-4-18-10 8-2 14 0 18 4zM76 66c8 0 14-4 18-10-8-2-14 0-18 4z" fill="${W}"/>`;
    case 'prerolls':
      // A cone-rolled joint on the diagonal: twisted tip, body, filter.
      return `<path d="M18 86 30 74l44-50c4-4 10-2 10 4L34 86z" fill="${W}"/><path d="M18 86l12-12 4 12z" fill="${ink}" opacity=".35"/><path d="M76 22c4-6 8-8 12-6-2 4-4 8-8 10z" fill="${W}"/><path d="M40 66l30-34" stroke="${ink}" stroke-width="2.5" stroke-dasharray="4 5" fill="none"/>`;
    case 'vapes':
      // A cartridge: mouthpiece, oil window, threaded base.
      return `<rect x="42" y="6" width="16" height="16" rx="4" fill="${W}"/><rect x="34" y="22" width="32" height="54" rx="6" fill="${W}"/><rect x="41" y="30" width="18" height="38" rx="3" fill="${ink}" opacity=".45"/><rect x="38" y="78" width="24" height="16" rx="3" fill="${W}"/><path d="M38 84h24M38 89h24" stroke="${ink}" stroke-width="2"/>`;
    case 'edibles':
      // A gummy bear.
      return `<circle cx="34" cy="20" r="8" fill="${W}"/><circle cx="66" cy="20" r="8" fill="${W}"/><circle cx="50" cy="32" r="18" fill="${W}"/><ellipse cx="50" cy="66" rx="24" ry="26" fill="${W}"/><circle cx="26" cy="58" r="8" fill="${W}"/><circle cx="74" cy="58" r="8" fill="${W}"/><circle cx="32" cy="88" r="9" fill="${W}"/><circle cx="68" cy="88" r="9" fill="${W}"/><circle cx="43" cy="29" r="2.5" fill="${ink}"/><circle cx="57" cy="29" r="2.5" fill="${ink}"/><ellipse cx="50" cy="68" rx="12" ry="13" fill="${ink}" opacity=".18"/>`;
    case 'concentrates':
      // A dab jar with a golden blob and a faceted shard.
      return `<rect x="20" y="34" width="60" height="54" rx="10" fill="${W}"/><rect x="16" y="22" width="68" height="14" rx="5" fill="${W}"/><path d="M30 76c0-12 8-18 20-18s20 6 20 18z" fill="${ink}" opacity=".4"/><path d="M50 6 62 16 50 22 38 16z" fill="${W}"/>`;
    case 'topicals':
      // A squeeze tube with a cap.
      return `<path d="M30 8h40l-4 62H34z" fill="${W}"/><path d="M30 8h40v8H30z" fill="${ink}" opacity=".3"/><rect x="38" y="70" width="24" height="8" fill="${W}"/><rect x="40" y="78" width="20" height="16" rx="3" fill="${W}"/><path d="M40 36h20M40 46h14" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`;
    case 'capsules':
      // Two capsules, one crossed over the other.
      return `<g transform="rotate(-40 50 50)"><rect x="14" y="38" width="72" height="26" rx="13" fill="${W}"/><path d="M50 38v26" stroke="${ink}" stroke-width="3"/><path d="M50 38h23a13 13 0 0 1 0 26H50z" fill="${ink}" opacity=".3"/></g><g transform="rotate(30 50 50)"><rect x="30" y="70" width="48" height="18" rx="9" fill="${W}"/></g>`;
    case 'tinctures':
      // A dropper bottle.
      return `<rect x="42" y="4" width="16" height="18" rx="8" fill="${W}"/><rect x="38" y="22" width="24" height="12" rx="2" fill="${W}"/><path d="M30 40c0-4 4-6 8-6h24c4 0 8 2 8 6v48c0 4-4 6-8 6H38c-4 0-8-2-8-6z" fill="${W}"/><rect x="38" y="52" width="24" height="24" rx="3" fill="${ink}" opacity=".35"/>`;
    case 'oral_solutions':
      // A syrup bottle with a dosing cup.
      return `<rect x="22" y="14" width="28" height="12" rx="3" fill="${W}"/><path d="M18 32c0-4 3-6 6-6h24c3 0 6 2 6 6v56c0 3-3 6-6 6H24c-3 0-6-3-6-6z" fill="${W}"/><rect x="24" y="48" width="24" height="22" rx="2" fill="${ink}" opacity=".35"/><path d="M58 58h28l-4 32H62z" fill="${W}"/><path d="M62 68h12M62 76h12" stroke="${ink}" stroke-width="2.5"/>`;
    case 'beverages':
      // A can with its tab.
      return `<path d="M28 16c0-4 4-8 8-8h28c4 0 8 4 8 8v68c0 4-4 8-8 8H36c-4 0-8-4-8-8z" fill="${W}"/><path d="M28 22h44M28 80h44" stroke="${ink}" stroke-width="2.5" opacity=".5"/><rect x="44" y="11" width="12" height="5" rx="2.5" fill="${ink}" opacity=".5"/><path d="M38 40h24v28H38z" fill="${ink}" opacity=".3"/><circle cx="50" cy="54" r="7" fill="${W}"/>`;
    case 'accessories':
      // A grinder, seen from the top: teeth around a lid.
      return `<circle cx="50" cy="50" r="40" fill="${W}"/><circle cx="50" cy="50" r="30" fill="${ink}" opacity=".3"/><circle cx="50" cy="50" r="22" fill="${W}"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="47" y="6" width="6" height="10" rx="2" fill="${ink}" opacity=".45" transform="rotate(${a} 50 50)"/>`).join('')}`;
    case 'other':
      // A gift box with a bow.
      return `<rect x="14" y="38" width="72" height="18" rx="3" fill="${W}"/><rect x="20" y="56" width="60" height="36" rx="3" fill="${W}"/><path d="M50 38v54" stroke="${ink}" stroke-width="6" opacity=".4"/><path d="M50 36c-8-16-26-18-26-6 0 6 12 6 26 6zM50 36c8-16 26-18 26-6 0 6-12 6-26 6z" fill="${W}"/>`;
  }
}
