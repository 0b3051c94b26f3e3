import { getRouteApi } from '@tanstack/react-router';
import { AddressEditScreen } from './address-edit-screen';

const route = getRouteApi('/account/edit-address/$id');

/** /account/edit-address/{id|new}; a new id starts a fresh form. */
export function AddressEditPage() {
  const { id } = route.useParams();
  return <AddressEditScreen key={id} id={id} />;
}
