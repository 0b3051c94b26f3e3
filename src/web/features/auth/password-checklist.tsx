import { css } from 'styled-system/css';
import { PASSWORD_SYMBOLS, forbiddenPasswordChar, passwordProblems, passwordRules } from '@/domain/password-rules';

const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: '1fr 1fr' }, gap: '1.5', fontSize: 'sm', listStyle: 'none', p: '0', m: '0' });
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  color: 'muted',
  '&[data-met]': { color: 'success' },
  '& [data-mark]': { width: '4', textAlign: 'center', fontWeight: 'bold' },
});

/**
 * The live password checklist (part 2 §5): each rule ticks as it is met, and a character that is
 * not allowed is named. The rules come from src/domain/password-rules.ts, as the server's do.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const forbidden = forbiddenPasswordChar(password);
  return (
    <div id={id} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Your password needs</p>
      <ul className={list}>
        {passwordRules(password).map((rule) => (
          <li key={rule.key} className={item} data-met={rule.met || undefined}>
            <span data-mark aria-hidden>
              {rule.met ? '✓' : '•'}
            </span>
            {rule.label}
            <span className={css({ srOnly: true })}>{rule.met ? ' (done)' : ' (not yet)'}</span>
          </li>
        ))}
      </ul>
      <p className={css({ fontSize: 'sm', color: forbidden === undefined ? 'muted' : 'danger', fontWeight: forbidden === undefined ? 'normal' : 'medium' })}>
        {/* passwordProblems lists the forbidden character first. */}
        {forbidden === undefined ? `Letters, numbers and ${[...PASSWORD_SYMBOLS].join(' ')} only.` : passwordProblems(password)[0]}
      </p>
    </div>
  );
}
