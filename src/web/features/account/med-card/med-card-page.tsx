import { getRouteApi } from '@tanstack/react-router';
import { MedCardScreen } from './med-card-screen';
import { medCardReturnPath } from './med-card-search';

const route = getRouteApi('/med-card/$id');

/** /med-card/{id|new}?pid=|account= */
export function MedCardPage() {
  const { id } = route.useParams();
  const search = route.useSearch();
  return <MedCardScreen key={id} id={id} returnTo={medCardReturnPath(search)} />;
}
