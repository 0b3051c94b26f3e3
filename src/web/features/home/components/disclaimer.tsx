import { css } from 'styled-system/css';
import { AGE_THRESHOLD } from '@/domain/constants';

/** The home page's legal disclaimer (our own wording). */
export function Disclaimer({ brandName }: { brandName: string }) {
  return (
    <aside aria-label="Disclaimer" className={css({ fontSize: 'xs', color: 'muted', lineHeight: 'relaxed', borderTop: '1px solid token(colors.line)', pt: '6' })}>
      <p>
        For use only by adults {AGE_THRESHOLD} and older or registered qualified patients. Keep out of reach of children and pets.
        Cannabis can impair concentration, coordination and judgment; do not drive or operate machinery under its influence.
        Product availability, potency and prices vary by store and may change without notice. Menu photos are illustrations.
        {` ${brandName}`} products have not been evaluated by the FDA and are not intended to diagnose, treat, cure or prevent any
        disease.
      </p>
    </aside>
  );
}
