import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, registerBodySchema } from '@/api/auth';
import { confirmPasswordProblem } from '@/domain/password-rules';
import { register } from '@/web/data/auth-api';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { AuthCard } from '../auth-card';
import { errorCodeOf, fieldErrorsOf, isRateLimited, isTurnedOff, issuesToFieldErrors, messageOf, rateLimitedMessage, type FieldErrors } from '../auth-errors';
import { mutedText, textLink } from '../auth-styles';
import { FormAlert } from '../form-alert';
import { returnPathFrom } from '../safe-return-path';
import { TURNED_OFF_MESSAGE, useSignInGate } from '../sign-in-gate';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { AGREEMENT_REQUIRED, OptInDialog } from './opt-in-dialog';
import { RegistrationProgress, registrationIntro } from './registration-progress';
import { formFieldErrors, hasStepOneError, registerBody, stepOneErrors, stepOneFilled } from './register-body';
import { clearDraft, EMPTY_DRAFT, loadDraft, rememberReturnPath, saveDraft, type RegistrationDraft } from './registration-draft';
import { StepOneForm } from './step-one-form';
import { StepTwoForm } from './step-two-form';

export type RegisterStep = 1 | 2;

export interface RegisterScreenProps {
  step: RegisterStep;
  /** The `from` query carried over from /login (still encoded once). */
  from?: string;
  onStepChange: (step: RegisterStep, options?: { replace?: boolean }) => void;
}

/**
 * /register?step=1|2 (part 2 §2, §4, §5): personal info and the transaction agreement, then the
 * password. The draft (not the passwords) is kept 8 hours. A step advances only without errors on
 * its fields; a server error on a step-1 field sends the user back to step 1.
 */
export function RegisterScreen({ step, from, onStepChange }: RegisterScreenProps) {
  const navigate = useNavigate();
  const gate = useSignInGate('reg');
  const [draft, setDraft] = useState<RegistrationDraft>(() => loadDraft() ?? EMPTY_DRAFT);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [agreementError, setAgreementError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [serverTurnedOff, setServerTurnedOff] = useState(false);
  const [optInOpen, setOptInOpen] = useState(false);
  const optInChoice = useRef<'order' | 'browse'>('order');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);
  const focusOnStep = useRef<'heading' | 'invalid'>('heading');
  const shownStep: RegisterStep = step === 2 && stepOneFilled(draft) ? 2 : 1;
  const turnedOff = gate.turnedOff || serverTurnedOff;

  useEffect(() => rememberReturnPath(returnPathFrom(from)), [from]);

  // Step 2 without a complete step 1 (the draft expired, or a shared link) starts at step 1.
  useEffect(() => {
    if (step !== shownStep) onStepChange(shownStep, { replace: true });
  }, [step, shownStep, onStepChange]);

  // When the step changes, focus its heading, or its first invalid field when errors sent us there.
  const previousStep = useRef(shownStep);
  useEffect(() => {
    if (previousStep.current === shownStep) return;
    previousStep.current = shownStep;
    if (focusOnStep.current === 'invalid') focusFirstProblem();
    else headingRef.current?.focus();
    focusOnStep.current = 'heading';
  }, [shownStep, focusFirstProblem]);

  function updateDraft(patch: Partial<RegistrationDraft>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    saveDraft(next);
    setErrors((current) => withoutFields(current, Object.keys(patch)));
    if (patch.agreed) setAgreementError(undefined);
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    if (shownStep === 2 && hasStepOneError(found)) {
      focusOnStep.current = 'invalid';
      onStepChange(1);
    } else focusFirstProblem();
  }

  /** A message for the whole form; it takes focus if the busy button dropped it. */
  function showMessage(text: string) {
    setMessage(text);
    focusFirstProblem();
  }

  function goToStepTwo() {
    setMessage(undefined);
    onStepChange(2);
  }

  function next() {
    const found = stepOneErrors(draft);
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    if (draft.agreed) goToStepTwo();
    else setOptInOpen(true);
  }

  const submit = useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      clearDraft();
      void navigate({ to: '/register/confirm', search: { u: answer.username } });
    },
    onError: (error, body) => {
      if (errorCodeOf(error) === AUTH_ERROR_CODES.userAlreadyExists) {
        clearDraft();
        showToast('info', AUTH_MESSAGES.alreadyExists);
        void navigate({ to: '/register/confirm', search: { u: body.email } });
      } else if (isTurnedOff(error)) setServerTurnedOff(true);
      else if (isRateLimited(error)) showMessage(rateLimitedMessage(error));
      else {
        const found = formFieldErrors(fieldErrorsOf(error));
        if (Object.keys(found).length) showErrors(found);
        else showMessage(messageOf(error));
      }
    },
  });

  function createAccount() {
    const mismatch = confirmPasswordProblem(password, confirm);
    if (mismatch) return showErrors({ confirm_password: mismatch });
    const parsed = registerBodySchema.safeParse(registerBody(draft, password, confirm, gate));
    if (!parsed.success) return showErrors(formFieldErrors(issuesToFieldErrors(parsed.error.issues)));
    setErrors({});
    setMessage(undefined);
    submit.mutate(parsed.data);
  }

  return (
    <AuthCard
      title={shownStep === 1 ? 'Create Account' : 'Create a Password'}
      intro={registrationIntro(shownStep, shownStep === 1 ? 'tell us about you.' : 'choose a password for your account.')}
      titleRef={headingRef}
    >
      <RegistrationProgress step={shownStep} />
      <FormAlert>{turnedOff ? TURNED_OFF_MESSAGE : message}</FormAlert>
      {shownStep === 1 ? (
        <StepOneForm formRef={formRef} draft={draft} onChange={updateDraft} errors={errors} agreementError={agreementError} disabled={turnedOff} onNext={next} />
      ) : (
        <StepTwoForm
          formRef={formRef}
          password={password}
          confirm={confirm}
          onPasswordChange={(value) => {
            setPassword(value);
            setErrors((current) => withoutFields(current, ['password']));
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            setErrors((current) => withoutFields(current, ['confirm_password']));
          }}
          errors={errors}
          disabled={turnedOff}
          submitting={submit.isPending}
          onSubmit={createAccount}
          onBack={() => onStepChange(1)}
        />
      )}
      <p className={css({ textAlign: 'center', fontSize: 'sm' })}>
        <span className={mutedText}>Already have an account? </span>
        <AppLink to="/login" search={{ from }} className={textLink}>
          Log In
        </AppLink>
      </p>
      <OptInDialog
        open={optInOpen}
        finalFocusEl={() =>
          optInChoice.current === 'browse' ? headingRef.current : (formRef.current?.querySelector<HTMLElement>('input[name="transaction_agreement"]') ?? null)
        }
        onWantToOrder={() => {
          optInChoice.current = 'order';
          setOptInOpen(false);
          setAgreementError(AGREEMENT_REQUIRED);
        }}
        onJustBrowsing={() => {
          optInChoice.current = 'browse';
          setOptInOpen(false);
          goToStepTwo();
        }}
      />
    </AuthCard>
  );
}

function withoutFields(errors: FieldErrors, names: string[]): FieldErrors {
  if (!names.some((name) => errors[name] !== undefined)) return errors;
  const next = { ...errors };
  for (const name of names) delete next[name];
  return next;
}
