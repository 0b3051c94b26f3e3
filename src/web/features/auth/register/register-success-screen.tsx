import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { REGISTER_SUCCESS_CLOSE_MS } from '@/domain/constants';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { AuthCard } from '../auth-card';
import { mutedText } from '../auth-styles';
import { forgetReturnPath, readReturnPath } from './registration-draft';

/**
 * /register/success?u= (part 2 §2): a success dialog that closes itself after 4 seconds (or at
 * once on the button), then returns to where registration started, else home.
 */
export function RegisterSuccessScreen({ email }: { email?: string }) {
  const navigate = useNavigate();
  const [returnPath] = useState(readReturnPath);
  const leave = useCallback(() => {
    forgetReturnPath();
    void navigate({ href: returnPath ?? '/', replace: true });
  }, [navigate, returnPath]);

  useEffect(() => {
    const timer = setTimeout(leave, REGISTER_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [leave]);

  const text = `Your account${email ? ` for ${email}` : ''} is ready. Taking you back to shopping…`;
  return (
    <AuthCard title="Registration complete">
      <p className={mutedText}>{text}</p>
      <DialogShell
        open
        onOpenChange={(details) => (details.open ? undefined : leave())}
        size="sm"
        title="Welcome!"
        description={text}
        footer={
          <Button fullWidth onClick={leave}>
            Start Shopping
          </Button>
        }
      />
    </AuthCard>
  );
}
