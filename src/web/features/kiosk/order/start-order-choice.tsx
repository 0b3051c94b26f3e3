import { css, cx } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { kioskButton } from '../screen/kiosk-styles';
import { ORDER_TEXT } from './order-text';
import { sectionTitle } from './order-styles';

/** A strip under the check-in panel, as wide, low enough that both fit a landscape tablet. */
const strip = css({
  width: 'full',
  maxW: { base: '720px', sm: '1040px' },
  mx: 'auto',
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  px: { base: '6', sm: '10' },
  py: { base: '6', sm: '5' },
  bg: 'canvas',
  borderRadius: 'card',
  boxShadow: 'lg',
});

/**
 * Beside checking in for an order, the kiosk's other way in (DECISIONS.md "Modes of the one installable
 * app": "or build a check-in order under a name and phone").
 */
export function StartOrderChoice({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="kiosk-start-order-title" className={strip} data-testid="kiosk-start-order">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="kiosk-start-order-title" className={sectionTitle}>
          {ORDER_TEXT.startTitle}
        </h2>
        <p className={css({ fontSize: { base: 'lg', sm: 'xl' }, lineHeight: 'snug' })}>{ORDER_TEXT.startIntro}</p>
      </div>
      <Button className={cx(kioskButton, css({ flexShrink: 0 }))} onClick={onStart}>
        {ORDER_TEXT.start}
      </Button>
    </section>
  );
}
