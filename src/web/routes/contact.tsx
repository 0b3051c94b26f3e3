import { createFileRoute, redirect } from '@tanstack/react-router';
import { ContactPage } from '@/web/features/contact/contact-page';
import { contactSearchSchema } from '@/web/features/contact/contact-search';

/** /contact?section=: the contact and support form (part 2 §2); a press inquiry is made from /news. */
export const Route = createFileRoute('/contact')({
  validateSearch: contactSearchSchema,
  beforeLoad: ({ search }) => {
    if (search.section === 'press-inquiry') throw redirect({ to: '/news', replace: true });
  },
  component: ContactPage,
});
