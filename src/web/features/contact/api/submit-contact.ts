import { useMutation } from '@tanstack/react-query';
import { contactPaths } from '@/api/contact-paths';
import type { ContactRequestBody, ContactResponse } from '@/api/contact';
import { apiRequest } from '@/web/data/api-client';

/** p/{product}_contact for a brand: {product} is the brand's slug (part 2 §7 "Other"). */
export const contactPath = (brandSlug: string) => contactPaths.submitContactRequest.path.replace('{product}', brandSlug);

/** Sends a contact request; the screen shows failures itself (part 2 §8 chain), so no error toast. */
export function submitContactRequest(brandSlug: string, body: ContactRequestBody): Promise<ContactResponse> {
  return apiRequest(contactPath(brandSlug), { method: 'POST', body, schema: contactPaths.submitContactRequest.response, hideErrorToast: true });
}

export function useSubmitContact() {
  return useMutation({
    mutationFn: ({ brandSlug, body }: { brandSlug: string; body: ContactRequestBody }) => submitContactRequest(brandSlug, body),
  });
}
