import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { ContactResponse } from '@/api/contact';
import { replyTimeFor, type InquiryType } from '@/domain/contact-form';
import { Button } from '@/web/ui/button';
import { CheckCircleIcon } from '@/web/ui/icons';

/**
 * The confirmation that replaces the form once a request is sent (part 2 §2): its number, where the
 * confirmation email went and when to expect a reply (§9: 24-48 hours, loyalty up to 3 business
 * days). Its heading takes focus, so screen reader users hear the outcome first.
 */
export function ContactSuccess({ response, section, onAnother }: { response: ContactResponse; section: InquiryType; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const request = response.mc_response;
  return (
    <section aria-labelledby="contact-sent" className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
      <CheckCircleIcon aria-hidden className={css({ fontSize: '4xl', color: 'success' })} />
      <h2 id="contact-sent" ref={heading} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'extrabold', outline: 'none' })}>
        Thanks for contacting us!
      </h2>
      {request ? (
        <p>
          Your request number is <strong>#{request.id}</strong>. We sent a confirmation to <strong>{request.email_address}</strong>.
        </p>
      ) : (
        <p>Your request has been received.</p>
      )}
      <p>You can expect a reply in {replyTimeFor(section)}.</p>
      <Button variant="outline" onClick={onAnother}>
        Send Another Request
      </Button>
    </section>
  );
}
