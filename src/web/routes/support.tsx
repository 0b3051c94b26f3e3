import { createFileRoute, redirect } from '@tanstack/react-router';
import { contactSearchSchema } from '@/web/features/contact/contact-search';

/** /support redirects to /contact, keeping ?section= (part 2 §2). */
export const Route = createFileRoute('/support')({
  validateSearch: contactSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/contact', search, replace: true });
  },
});
