import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '@/server/services/users/addresses';
import { deleteMineHandlers } from './delete-mine';
import { blankBodyAsEmptyObject } from './empty-body';

const factory = createFactory<AppEnv>();

/** POST users/op/get-my-addresses: my saved addresses, the default first (part 2 §2 "/account"). */
export const getMyAddressesHandler = factory.createHandlers(
  requireUser,
  blankBodyAsEmptyObject,
  validate('json', apiPaths.getMyAddresses.body),
  async (c) => {
    const data = await listAddresses(c.get('db'), c.get('user').id);
    return c.json({ data, rows: data.length, total_rows: data.length });
  },
);

/** POST users/op/add-my-addresses: saves a complete address (the same one again is not duplicated). */
export const addMyAddressesHandler = factory.createHandlers(requireUser, validate('json', apiPaths.addMyAddresses.body), async (c) =>
  c.json(await addAddress(c.get('db'), c.get('user').id, c.req.valid('json'))),
);

/** POST users/op/update-my-addresses: changes one of my addresses; any other id is 404. */
export const updateMyAddressesHandler = factory.createHandlers(requireUser, validate('json', apiPaths.updateMyAddresses.body), async (c) => {
  const { id, ...values } = c.req.valid('json');
  return c.json(await updateAddress(c.get('db'), c.get('user').id, id, values));
});

/** POST users/op/delete-my-addresses/{id}: deletes one of my addresses; any other id is 404. */
export const deleteMyAddressesHandler = deleteMineHandlers(apiPaths.deleteMyAddresses, deleteAddress);
