import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RegisterScreen, type RegisterStep } from './register-screen';

const route = getRouteApi('/register/');

/** /register?step=1|2&from= */
export function RegisterPage() {
  const { step = 1, from } = route.useSearch();
  const navigate = route.useNavigate();
  const changeStep = useCallback(
    (next: RegisterStep, options?: { replace?: boolean }) => void navigate({ search: (previous) => ({ ...previous, step: next }), replace: options?.replace }),
    [navigate],
  );
  return <RegisterScreen step={step} from={from} onStepChange={changeStep} />;
}
