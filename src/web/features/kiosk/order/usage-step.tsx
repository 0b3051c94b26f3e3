import { css } from 'styled-system/css';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { KioskPanel } from '../screen/kiosk-panel';
import { kioskButton, kioskText } from '../screen/kiosk-styles';
import { ORDER_TEXT } from './order-text';

const choice = css({ minH: '24!', fontSize: '3xl!', borderRadius: 'card!' });

/** A kiosk that serves both menus asks which one first: one order is from one menu. */
export function UsageStep({ served, onChoose, onStartOver }: { served: readonly UsageType[]; onChoose: (usage: UsageType) => void; onStartOver: () => void }) {
  return (
    <KioskPanel title={ORDER_TEXT.usageTitle} testId="kiosk-usage-choice">
      <p className={kioskText}>{ORDER_TEXT.usageIntro}</p>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: '1fr 1fr' }, gap: '4' })}>
        {served.map((usage) => (
          <Button key={usage} variant="outline" className={choice} onClick={() => onChoose(usage)}>
            {USAGE_LABEL[usage]}
          </Button>
        ))}
      </div>
      <Button variant="ghost" className={kioskButton} fullWidth onClick={onStartOver} data-testid="kiosk-order-start-over">
        {ORDER_TEXT.startOver}
      </Button>
    </KioskPanel>
  );
}
