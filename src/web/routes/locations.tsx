import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LocationsPage } from '@/web/features/stores/locator/locations-page';

/** /locations: the store locator; ?state=NY opens that state's tab. */
export const Route = createFileRoute('/locations')({
  validateSearch: z.object({ state: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))), undefined) }),
  component: LocationsPage,
});
