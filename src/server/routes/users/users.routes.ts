import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { addMyAddressesHandler, deleteMyAddressesHandler, getMyAddressesHandler, updateMyAddressesHandler } from './addresses.handlers';
import { loyaltyEnrollmentHandler, loyaltyStatusHandler } from './loyalty.handlers';
import { deleteMedCardHandler, updateMedCardHandler } from './medical-cards.handlers';
import { confirmPhoneHandler, resendPhoneCodeHandler } from './phone.handlers';
import { getMeHandler, updateActivityHandler, updateMeHandler } from './profile.handlers';
import { associateStoreHandler } from './store-associations.handlers';

/** users/* of part 2 §7: every call needs a Bearer token and acts on that user only. */
export function registerUserRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    getMe: getMeHandler,
    updateMe: updateMeHandler,
    updateActivity: updateActivityHandler,
    confirmPhone: confirmPhoneHandler,
    resendPhoneCode: resendPhoneCodeHandler,
    updateMedCard: updateMedCardHandler,
    deleteMedCard: deleteMedCardHandler,
    getMyAddresses: getMyAddressesHandler,
    addMyAddresses: addMyAddressesHandler,
    updateMyAddresses: updateMyAddressesHandler,
    deleteMyAddresses: deleteMyAddressesHandler,
    associateStore: associateStoreHandler,
    loyaltyEnrollment: loyaltyEnrollmentHandler,
    loyaltyStatus: loyaltyStatusHandler,
  });
}
