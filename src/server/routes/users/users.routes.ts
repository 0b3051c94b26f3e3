import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
import { addMyAddressesHandler, deleteMyAddressesHandler, getMyAddressesHandler, updateMyAddressesHandler } from './addresses.handlers';
import { loyaltyEnrollmentHandler, loyaltyStatusHandler } from './loyalty.handlers';
import { deleteMedCardHandler, updateMedCardHandler } from './medical-cards.handlers';
import { confirmPhoneHandler, resendPhoneCodeHandler } from './phone.handlers';
import { getMeHandler, updateActivityHandler, updateMeHandler } from './profile.handlers';
import { associateStoreHandler } from './store-associations.handlers';

/** users/* of part 2 §7: every call needs a Bearer token and acts on that user only. */
export function registerUserRoutes(api: Hono<AppEnv>) {
  api.post(honoPath(apiPaths.getMe), ...getMeHandler);
  api.post(honoPath(apiPaths.updateMe), ...updateMeHandler);
  api.post(honoPath(apiPaths.updateActivity), ...updateActivityHandler);
  api.post(honoPath(apiPaths.confirmPhone), ...confirmPhoneHandler);
  api.post(honoPath(apiPaths.resendPhoneCode), ...resendPhoneCodeHandler);
  api.post(honoPath(apiPaths.updateMedCard), ...updateMedCardHandler);
  api.post(honoPath(apiPaths.deleteMedCard), ...deleteMedCardHandler);
  api.post(honoPath(apiPaths.getMyAddresses), ...getMyAddressesHandler);
  api.post(honoPath(apiPaths.addMyAddresses), ...addMyAddressesHandler);
  api.post(honoPath(apiPaths.updateMyAddresses), ...updateMyAddressesHandler);
  api.post(honoPath(apiPaths.deleteMyAddresses), ...deleteMyAddressesHandler);
  api.post(honoPath(apiPaths.associateStore), ...associateStoreHandler);
  api.post(honoPath(apiPaths.loyaltyEnrollment), ...loyaltyEnrollmentHandler);
  api.get(honoPath(apiPaths.loyaltyStatus), ...loyaltyStatusHandler);
}
