import { css, cva } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import { CheckIcon } from '@/web/ui/icons';
import { SectionCard } from '@/web/ui/section-card';
import { TONE_ICONS } from '@/web/shared/orders/order-status-badge';
import { timelineSteps, type TimelineStep } from './order-timeline-steps';

/** Phones: a column of steps joined by a line; from tablet width, a row. */
const list = css({
  listStyle: 'none',
  m: '0',
  p: '0',
  display: 'flex',
  flexDirection: { base: 'column', tablet: 'row' },
  gap: { base: '0', tablet: '2' },
});

const item = css({
  position: 'relative',
  display: 'flex',
  flexDirection: { base: 'row', tablet: 'column' },
  alignItems: { base: 'center', tablet: 'flex-start' },
  gap: '3',
  flex: { tablet: '1 1 0' },
  minW: '0',
  pb: { base: '5', tablet: '0' },
  _last: { pb: '0' },
  // The line to the next step: down the marker's middle on phones, along it from tablet width.
  '&:not(:last-child)::after': {
    content: '""',
    position: 'absolute',
    bg: 'line',
    top: { base: '9', tablet: '4' },
    bottom: { base: '0', tablet: 'auto' },
    left: { base: '4', tablet: '9' },
    right: { tablet: '0' },
    w: { base: '2px', tablet: 'auto' },
    h: { base: 'auto', tablet: '2px' },
    transform: { base: 'translateX(-1px)', tablet: 'translateY(-1px)' },
  },
  '&[data-state=done]:not(:last-child)::after': { bg: 'success' },
});

/** Done: a filled green check; now: the status colour and its icon (as the badge); ahead: an empty ring. */
const marker = cva({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    fontSize: 'md',
    position: 'relative',
    zIndex: 1,
    bg: 'canvas',
  },
  variants: {
    state: {
      done: { bg: 'success', borderColor: 'success', color: 'white' },
      upcoming: { borderColor: 'line', color: 'muted' },
      current: {},
    },
    // The badge's colours (order-status-badge.tsx; part 2 §4): orange pending, green ready or done, red stopped.
    tone: {
      pending: { color: 'warning', borderColor: 'warning' },
      ready: { color: 'success', borderColor: 'success' },
      stopped: { color: 'danger', borderColor: 'danger' },
    },
  },
});

const label = cva({
  base: { fontSize: 'sm', lineHeight: '1.3', overflowWrap: 'anywhere' },
  variants: {
    state: {
      done: { color: 'ink' },
      current: { fontWeight: 'bold', fontSize: 'md' },
      upcoming: { color: 'muted' },
    },
    tone: { pending: { color: 'warning' }, ready: { color: 'success' }, stopped: { color: 'danger' } },
  },
});

/** Said after each step for screen readers; the current one is announced by aria-current="step". */
const STATE_WORDS: Record<TimelineStep['state'], string> = { done: 'done', current: 'now', upcoming: 'not yet' };

function StepMarker({ step }: { step: TimelineStep }) {
  if (step.state === 'done') return <CheckIcon aria-hidden />;
  if (step.state === 'current' && step.tone) {
    const Icon = TONE_ICONS[step.tone];
    return <Icon aria-hidden />;
  }
  return null;
}

/**
 * Where the order is on its way (part 2 §4 statuses and labels): an ordered list of steps, the
 * current one marked with aria-current="step", a shape and a word besides its colour. A cancelled
 * or rejected order shows where it stopped.
 */
export function OrderTimeline({ order }: { order: Pick<Cart, 'status' | 'order_type' | 'checkin'> }) {
  const steps = timelineSteps(order);
  return (
    <SectionCard title="Order Progress">
      <ol className={list} data-stopped={order.status === 'cancelled' || order.status === 'rejected' || undefined}>
        {steps.map((step) => (
          <li key={step.key} className={item} data-state={step.state} data-step={step.key} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className={marker({ state: step.state, tone: step.tone })}>
              <StepMarker step={step} />
            </span>
            <span className={label({ state: step.state, tone: step.tone })}>
              {step.label}
              <span className={css({ srOnly: true })}>, {STATE_WORDS[step.state]}</span>
            </span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
