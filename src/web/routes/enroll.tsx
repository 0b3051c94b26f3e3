import { createFileRoute, redirect } from '@tanstack/react-router';

/** /enroll redirects to /account/promotional (part 2 §2). */
export const Route = createFileRoute('/enroll')({
  beforeLoad: () => {
    throw redirect({ to: '/account/promotional', replace: true });
  },
});
