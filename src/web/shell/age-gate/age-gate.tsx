import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { ENTER_SITE_ATTRIBUTE } from '@/api/shell-document';
import { AGE_THRESHOLD } from '@/domain/constants';
import { AppLink } from '@/web/ui/app-link';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { ageGateState, confirmAge } from './age-gate-state';
import { leaveFirstVisitCopy, tickedOnFirstVisitCopy } from './first-visit-copy';

/** The server's copy of this gate works before the app by this mark (firstVisitGateScript). */
const enterSiteMark = { [ENTER_SITE_ATTRIBUTE]: '' };

const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 55,
  bg: 'rgba(244, 246, 245, 0.72)',
  backdropFilter: 'blur(10px)',
  _closed: { animation: 'apo-fade-out 200ms ease-in' },
});
const positioner = css({ position: 'fixed', inset: '0', zIndex: 55, display: 'flex', overflowY: 'auto' });
const content = css({
  m: 'auto',
  width: 'full',
  maxW: '520px',
  p: { base: '6', sm: '10' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '5',
  textAlign: 'center',
  bg: 'canvas',
  borderRadius: { base: '0', xs: 'card' },
  boxShadow: '2xl',
  outline: 'none',
  minH: { base: '100dvh', xs: 'auto' },
  justifyContent: 'center',
  _closed: { animation: 'apo-fade-out 200ms ease-in' },
});
const link = css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline' });

/**
 * The age gate (part 1 §2): full screen, cannot be dismissed by backdrop or Escape; 'Enter Site'
 * stays disabled until the box is ticked. The page behind is blurred by the shell.
 */
export function AgeGate({ logoUrl, brandName }: { logoUrl?: string; brandName?: string }) {
  const { ageConfirmed, ticked: tickedHere } = useSnapshot(ageGateState);
  // A first visitor's page shows a working copy of this gate until the app runs
  // (src/server/http/first-visit-page.ts): this one takes over with the box as the visitor left it
  // there, and the copy goes.
  const ticked = tickedHere || tickedOnFirstVisitCopy();
  useLayoutEffect(() => {
    if (tickedOnFirstVisitCopy()) ageGateState.ticked = true;
    leaveFirstVisitCopy({ gated: true });
  }, []);
  return (
    <Dialog.Root open={!ageConfirmed} closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid="age-gate">
            {logoUrl ? (
              <img src={logoUrl} alt={brandName ?? ''} height={48} className={css({ height: '12', width: 'auto' })} />
            ) : (
              brandName && <p className={css({ fontWeight: 'bold', fontSize: 'xl', color: 'brand' })}>{brandName}</p>
            )}
            <Dialog.Title className={css({ fontSize: { base: '2xl', sm: '3xl' }, fontWeight: 'extrabold' })}>
              Are you at least {AGE_THRESHOLD}?
            </Dialog.Title>
            <Dialog.Description className={css({ color: 'muted' })}>
              You must be of legal age or a qualified patient to view this site.
            </Dialog.Description>
            <div className={css({ textAlign: 'left', p: '4', borderRadius: 'card', bg: 'canvas', border: '1px solid', borderColor: 'line', width: 'full' })}>
              <Checkbox checked={ticked} onCheckedChange={(details) => (ageGateState.ticked = details.checked === true)}>
                Yes, I am at least {AGE_THRESHOLD} years of age or am otherwise a qualified patient.
              </Checkbox>
            </div>
            <Button size="lg" fullWidth disabled={!ticked} onClick={confirmAge} {...enterSiteMark}>
              Enter Site
            </Button>
            <p className={css({ fontSize: 'sm', color: 'muted', lineHeight: 'relaxed' })}>
              By entering this site you accept our use of cookies and agree to our{' '}
              <AppLink to="/terms-of-service" className={link} target="_blank">
                Terms of Service
              </AppLink>{' '}
              and{' '}
              <AppLink to="/privacy-policy" className={link} target="_blank">
                Privacy Policy
              </AppLink>
              .
            </p>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
