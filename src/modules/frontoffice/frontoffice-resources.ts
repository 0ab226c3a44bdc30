import type { ResourceDeclaration } from '../../engine/resource';
import { CUSTOMER_GROUPS } from './resources/customer-groups';
import { CUSTOMERS } from './resources/customers';
import { GUESTS } from './resources/guests';
import { INCOMES_EXPENSES } from './resources/incomes-expenses';
import { MEAL_PLANS } from './resources/meal-plans';
import { POST_CHARGES } from './resources/post-charges';
import { ROOM_CATEGORIES } from './resources/room-categories';
import { ROOMS } from './resources/rooms';

/** The frontoffice masters declared for the engine (and served by the demo backend's generic handlers). */
export const FRONTOFFICE_RESOURCES: readonly ResourceDeclaration[] = [
  ROOM_CATEGORIES,
  ROOMS,
  POST_CHARGES,
  MEAL_PLANS,
  CUSTOMER_GROUPS,
  CUSTOMERS,
  INCOMES_EXPENSES,
  GUESTS,
];
