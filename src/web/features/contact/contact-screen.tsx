import { useState } from 'react';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import type { ContactResponse } from '@/api/contact';
import { inquiryTypesFor, type InquiryType, type LoyaltySubSection } from '@/domain/contact-form';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { usePageMeta } from '@/web/state/page-meta';
import { showToast } from '@/web/state/toasts';
import { useHeadingFocus } from '@/web/ui/hooks/use-heading-focus';
import { pageShell } from '@/web/ui/page-styles';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { ContactSuccess } from './components/contact-success';
import { ContactForm } from './contact-form';
import { initialDraft } from './contact-draft';
import { muted, pageTitle } from './styles';

export interface ContactScreenProps {
  section?: InquiryType;
  subSection?: LoyaltySubSection;
  /** The store the shopper came from (the store page's Contact Us passes it, part 2 §2). */
  storeId?: number;
}

/** A ?section= the shopper cannot choose (verification while signed in) preselects nothing. */
function offered(section: InquiryType | undefined, signedIn: boolean): InquiryType | undefined {
  return section && inquiryTypesFor(signedIn).includes(section) ? section : undefined;
}

export const CONTACT_SENT_TOAST = 'Your request has been sent.';

/**
 * /contact (part 2 §2): 'How can we help you?', the form, and once sent the confirmation in its
 * place, with a success toast (shown 6 s, §9) and the page scrolled to the top (§7).
 */
export function ContactScreen({ section, subSection, storeId }: ContactScreenProps) {
  usePageMeta({ title: 'Contact Us' });
  const { userId, restoring } = useSnapshot(sessionState);
  const { storeId: currentStoreId, usageType } = useSnapshot(shoppingState);
  const [sent, setSent] = useState<{ response: ContactResponse; section: InquiryType }>();
  const [formKey, setFormKey] = useState(0);
  const heading = useHeadingFocus();

  const onSent = (response: ContactResponse, sentSection: InquiryType) => {
    setSent({ response, section: sentSection });
    showToast('success', CONTACT_SENT_TOAST);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const another = () => {
    setSent(undefined);
    setFormKey((key) => key + 1);
  };

  return (
    <div className={pageShell({ width: 'narrow' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 ref={heading} tabIndex={-1} className={pageTitle}>
          How can we help you?
        </h1>
        {!sent && <p className={muted}>Tell us what you need and our team will get back to you.</p>}
      </div>
      {sent ? (
        <ContactSuccess response={sent.response} section={sent.section} onAnother={another} />
      ) : restoring ? (
        <LoadingRegion label="Loading the form">
          <Skeleton height="2.75rem" />
        </LoadingRegion>
      ) : (
        <ContactForm
          key={formKey}
          signedIn={userId !== undefined}
          initial={initialDraft({ section: offered(section, userId !== undefined), subSection, storeId: storeId ?? currentStoreId, usageType })}
          onSent={onSent}
        />
      )}
    </div>
  );
}
