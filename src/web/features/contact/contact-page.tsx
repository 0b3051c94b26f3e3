import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { ContactScreen } from './contact-screen';
import { storeIdFromState } from './contact-search';

const route = getRouteApi('/contact');

/** /contact: the search and the store passed in navigation state, handed to the screen. */
export function ContactPage() {
  const { section, sub_section } = route.useSearch();
  const storeId = useRouterState({ select: (state) => storeIdFromState(state.location.state) });
  return <ContactScreen section={section} subSection={sub_section} storeId={storeId} />;
}
