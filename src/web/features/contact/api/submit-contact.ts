import { useMutation } from '@tanstack/react-query';
import { contactPaths } from '@/api/contact-paths';
import type { ContactRequestBody, ContactResponse } from '@/api/contact';
import { call } from '@/web/data/call';

/**
 * Sends a contact request to p/{product}_contact, {product} being the brand's slug (part 2 §7
 * "Other"); the screen shows failures itself (part 2 §8 chain), so no error toast.
 */
export function submitContactRequest(brandSlug: string, body: ContactRequestBody): Promise<ContactResponse> {
  return call(contactPaths.submitContactRequest, { params: { product: brandSlug }, body }, { hideErrorToast: true });
}

export function useSubmitContact() {
  return useMutation({
    mutationFn: ({ brandSlug, body }: { brandSlug: string; body: ContactRequestBody }) => submitContactRequest(brandSlug, body),
  });
}
