import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { closeCookieSettings, consentState, saveConsent, type ConsentChoices } from '@/web/state/consent';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { Switch } from '@/web/ui/switch';

const CATEGORIES: { key: keyof ConsentChoices; label: string; description: string }[] = [
  {
    key: 'personalization',
    label: 'Personalization',
    description: 'Remembers your store, your sign-in and your preferences between visits.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Lets us show you offers that matter to you and measure our promotions.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Helps us understand how the site is used so we can make it better.',
  },
];

/** The 'Cookie Settings' dialog (part 1 §2): Personalization, Marketing, Analytics (Active/Inactive), 'Save Settings'. */
export function CookieSettingsDialog() {
  const consent = useSnapshot(consentState);
  const [draft, setDraft] = useState<ConsentChoices>(pick(consent));

  // Each opening starts from the saved choices (all on while acceptance is still needed).
  useEffect(() => {
    if (consent.settingsOpen) setDraft(pick(consentState));
  }, [consent.settingsOpen]);

  return (
    <DialogShell
      open={consent.settingsOpen}
      onOpenChange={(details) => !details.open && closeCookieSettings()}
      title="Cookie Settings"
      description="Choose which cookies we may use. Cookies that keep the site working are always on."
      footer={<Button onClick={() => saveConsent(draft)}>Save Settings</Button>}
    >
      <ul className={css({ display: 'flex', flexDirection: 'column' })}>
        {CATEGORIES.map(({ key, label, description }) => (
          <li
            key={key}
            className={css({ display: 'flex', alignItems: 'center', gap: '4', py: '4', borderBottom: '1px solid token(colors.line)', _last: { borderBottom: 'none' } })}
          >
            <div className={css({ flex: '1' })}>
              <p className={css({ fontWeight: 'bold' })} aria-hidden>
                {label}
              </p>
              <p className={css({ fontSize: 'sm', color: 'muted' })}>{description}</p>
            </div>
            <Switch
              checked={draft[key]}
              onCheckedChange={(details) => setDraft((current) => ({ ...current, [key]: details.checked }))}
              stateText={
                <span className={css({ display: 'inline-block', minW: '16', fontSize: 'sm', fontWeight: 'semibold' })}>
                  <span className={css({ srOnly: true })}>{label} </span>
                  {draft[key] ? 'Active' : 'Inactive'}
                </span>
              }
            />
          </li>
        ))}
      </ul>
    </DialogShell>
  );
}

function pick({ personalization, marketing, analytics }: ConsentChoices): ConsentChoices {
  return { personalization, marketing, analytics };
}
