import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContactResponse } from '@/api/contact';
import { CONTACT_FAILURE_FALLBACK, contactFormProblems, INQUIRY_RULES, type InquiryType } from '@/domain/contact-form';
import { ApiRequestError } from '@/web/data/api-errors';
import { useStartup } from '@/web/shared/startup/use-startup';
import { Button } from '@/web/ui/button';
import { useSubmitContact } from './api/submit-contact';
import { changeDraft, formInputOf, problemsFromFields, requestBodyOf, type ContactDraft, type FormProblems } from './contact-draft';
import { contactFailureText } from './contact-failure';
import { InquiryFields } from './components/inquiry-fields';
import { LoginPrompt } from './components/login-prompt';
import { MessageField } from './components/message-field';
import { PlaceFields } from './components/place-fields';
import { SenderFields } from './components/sender-fields';
import { UploadControl } from './components/upload-control';
import { formActions, formAlert, stack } from './styles';
import { useUploads } from './use-uploads';

export interface ContactFormProps {
  signedIn: boolean;
  initial: ContactDraft;
  onSent: (response: ContactResponse, section: InquiryType) => void;
}

/**
 * The contact and support form (part 2 §2, §5): the fields the chosen type asks for, checked by the
 * same rules as the server (src/domain/contact-form.ts) when Send is pressed and live afterwards.
 * A refused send keeps everything typed and says why (§8), with the server's field messages in place.
 */
export function ContactForm({ signedIn, initial, onSent }: ContactFormProps) {
  const [draft, setDraft] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  const [serverProblems, setServerProblems] = useState<FormProblems>({});
  const [failure, setFailure] = useState<string>();
  const uploads = useUploads();
  const submit = useSubmitContact();
  const brandSlug = useStartup().app?.slug;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const section = draft.section;
  const needsLogin = section !== undefined && !signedIn && INQUIRY_RULES[section].audience === 'members';
  const ruleProblems = attempts > 0 ? contactFormProblems(formInputOf(draft, uploads.uploaded), { signedIn }) : {};
  const problems: FormProblems = { ...serverProblems, ...ruleProblems };

  const change = (next: Partial<ContactDraft>) => {
    setDraft((current) => changeDraft(current, next));
    setServerProblems({});
  };

  // After a refused send, the first field at fault (in the form's order) or the message saying why takes focus.
  const problemsRef = useRef(problems);
  useEffect(() => {
    problemsRef.current = problems;
  });
  useEffect(() => {
    if (attempts === 0) return;
    const slots = [...(formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [])];
    const slot = slots.find((element) => element.dataset.field! in problemsRef.current);
    const control = slot?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, button');
    (control ?? alertRef.current)?.focus();
  }, [attempts, failure]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!section) return;
    setFailure(undefined);
    setAttempts((count) => count + 1);
    if (Object.keys(contactFormProblems(formInputOf(draft, uploads.uploaded), { signedIn })).length) return;
    if (!brandSlug) {
      setFailure(CONTACT_FAILURE_FALLBACK);
      return;
    }
    try {
      const response = await submit.mutateAsync({ brandSlug, body: requestBodyOf(draft, uploads.uploaded, signedIn) });
      onSent(response, section);
    } catch (error) {
      setFailure(contactFailureText(error));
      setServerProblems(problemsFromFields(error instanceof ApiRequestError ? error.fields : undefined));
    }
  }

  return (
    <form ref={formRef} onSubmit={send} noValidate aria-label="Contact us" className={stack}>
      <InquiryFields signedIn={signedIn} section={section} subSection={draft.subSection} problems={problems} onChange={change} />
      {section && needsLogin && <LoginPrompt section={section} />}
      {section && !needsLogin && (
        <>
          <SenderFields signedIn={signedIn} draft={draft} problems={problems} onChange={change} />
          <PlaceFields section={section} signedIn={signedIn} draft={draft} problems={problems} onChange={change} />
          <div data-field="message">
            <MessageField label="Message" value={draft.message} onChange={(message) => change({ message })} error={problems.message} />
          </div>
          {section === 'returns' && <UploadControl uploads={uploads} error={problems.images} />}
          {failure && (
            <p ref={alertRef} role="alert" tabIndex={-1} className={formAlert}>
              {failure}
            </p>
          )}
          <div className={formActions}>
            <Button type="submit" size="lg" loading={submit.isPending} loadingText="Sending" disabled={uploads.uploading}>
              Send
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
