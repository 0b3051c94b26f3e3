import { createFileRoute, redirect } from '@tanstack/react-router';

/** /hippa, a common misspelling, redirects to the HIPAA notice (part 1 §2 legal pages). */
export const Route = createFileRoute('/hippa')({
  beforeLoad: () => {
    throw redirect({ to: '/hipaa', replace: true });
  },
});
