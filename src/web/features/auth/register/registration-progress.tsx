import { css } from 'styled-system/css';

/**
 * Every screen a new shopper goes through to an account that can order (issue: the indicator said
 * "2 of 2" and then asked for two codes): about you, a password, the emailed code, the texted code.
 */
export const REGISTRATION_STEPS = ['About you', 'Password', 'Email code', 'Phone code'] as const;
export type RegistrationStep = 1 | 2 | 3 | 4;

/** The intro line of a registration screen: "Step 3 of 4: …". */
export const registrationIntro = (step: RegistrationStep, text: string) => `Step ${step} of ${REGISTRATION_STEPS.length}: ${text}`;

const list = css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '2', listStyle: 'none', p: '0', m: '0' });
const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'muted',
  _before: { content: '""', display: 'block', h: '1.5', borderRadius: 'pill', bg: 'line' },
  '&[data-state=done], &[data-state=current]': { color: 'ink', _before: { bg: 'brand' } },
});

/** The four steps as a bar over the card; the current one is `aria-current="step"`. */
export function RegistrationProgress({ step }: { step: RegistrationStep }) {
  return (
    <ol aria-label="Registration steps" className={list}>
      {REGISTRATION_STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'next';
        return (
          <li key={label} data-state={state} aria-current={state === 'current' ? 'step' : undefined} className={item}>
            {label}
            {state === 'done' ? <span className={css({ srOnly: true })}> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
