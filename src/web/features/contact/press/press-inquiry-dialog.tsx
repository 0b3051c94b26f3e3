import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { ContactResponse } from '@/api/contact';
import { CONTACT_FAILURE_FALLBACK, CONTACT_REPLY_TIME } from '@/domain/contact-form';
import { useMe } from '@/web/data/user-queries';
import { useStartup } from '@/web/shared/startup/use-startup';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { TextField } from '@/web/ui/field';
import { useSubmitContact } from '../api/submit-contact';
import { MessageField } from '../components/message-field';
import { contactFailureText } from '../contact-failure';
import { formAlert, stack } from '../styles';

export const PRESS_FALLBACK_SUCCESS = 'Your request has been received and will be reviewed by our Press team as soon as possible.';

/**
 * 'Let's get in touch' (part 2 §2 press inquiry dialog): Name, Email Address and the inquiry (5
 * rows); Send is enabled once all three hold something (§5, no format check). A signed-in user's
 * name and email are their account's (the server uses those), shown read-only.
 */
export function PressInquiryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useMe().data;
  const brandSlug = useStartup().app?.slug;
  const submit = useSubmitContact();
  const [typed, setTyped] = useState({ name: '', email: '', message: '' });
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<ContactResponse>();
  const name = user ? `${user.first} ${user.last}` : typed.name;
  const email = user ? user.email : typed.email;
  const ready = [name, email, typed.message].every((value) => value.trim() !== '');

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setFailure(undefined);
    if (!brandSlug) return setFailure(CONTACT_FAILURE_FALLBACK);
    try {
      setSent(await submit.mutateAsync({ brandSlug, body: { section: 'press-inquiry', name: name.trim(), email: email.trim(), message: typed.message.trim() } }));
    } catch (error) {
      setFailure(contactFailureText(error));
    }
  }

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && sent) {
      setSent(undefined);
      setTyped({ name: '', email: '', message: '' });
    }
  };

  return (
    <DialogShell open={open} onOpenChange={({ open: next }) => close(next)} title={sent ? 'Thanks for reaching out!' : "Let's get in touch"} size="sm">
      {sent ? (
        <PressSuccess response={sent} onClose={() => close(false)} />
      ) : (
        <form onSubmit={send} noValidate aria-label="Press inquiry" className={stack}>
          <TextField label="Name" name="name" autoComplete="name" value={name} readOnly={Boolean(user)} onChange={(event) => setTyped({ ...typed, name: event.target.value })} />
          <TextField label="Email Address" name="email" type="email" autoComplete="email" value={email} readOnly={Boolean(user)} onChange={(event) => setTyped({ ...typed, email: event.target.value })} />
          <MessageField label="Your inquiry" name="inquiry" rows={5} value={typed.message} onChange={(message) => setTyped({ ...typed, message })} />
          {failure && (
            <p role="alert" className={formAlert}>
              {failure}
            </p>
          )}
          <Button type="submit" fullWidth disabled={!ready} loading={submit.isPending} loadingText="Sending">
            Send
          </Button>
        </form>
      )}
    </DialogShell>
  );
}

/** The request number and the email note when they came back, else the spec's fallback text (part 2 §2). */
function PressSuccess({ response, onClose }: { response: ContactResponse; onClose: () => void }) {
  const request = response.mc_response;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {request ? (
        <p>
          Your request number is <strong>#{request.id}</strong>. We'll send an email to <strong>{request.email_address}</strong>; our review may take {CONTACT_REPLY_TIME}.
        </p>
      ) : (
        <p>{PRESS_FALLBACK_SUCCESS}</p>
      )}
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
