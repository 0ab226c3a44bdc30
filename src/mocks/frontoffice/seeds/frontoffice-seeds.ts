import { CUSTOMER_GROUPS } from '../../../modules/frontoffice/resources/customer-groups';
import { CUSTOMERS } from '../../../modules/frontoffice/resources/customers';
import { GUESTS } from '../../../modules/frontoffice/resources/guests';
import { INCOMES_EXPENSES } from '../../../modules/frontoffice/resources/incomes-expenses';
import { MEAL_PLANS } from '../../../modules/frontoffice/resources/meal-plans';
import { POST_CHARGES } from '../../../modules/frontoffice/resources/post-charges';
import { ROOM_CATEGORIES } from '../../../modules/frontoffice/resources/room-categories';
import { ROOMS } from '../../../modules/frontoffice/resources/rooms';
import type { SeedSet } from '../../core/seeds/seed-set';
import { CUSTOMER_GROUP_SEED } from './customer-groups';
import { customerSeed } from './customers';
import { guestSeed } from './guest-seed';
import { INCOME_EXPENSE_SEED } from './incomes-expenses';
import { MEAL_PLAN_SEED } from './meal-plans';
import { POST_CHARGE_SEED } from './post-charges';
import { ROOM_CATEGORY_SEED } from './room-categories';
import { roomSeed } from './rooms';

/**
 * Starting records of the front office masters: every company gets them, the hotel (D-MIN) the most rooms and
 * customers.
 */
export const FRONTOFFICE_SEEDS: readonly SeedSet[] = [
  { resource: ROOM_CATEGORIES, rows: () => ROOM_CATEGORY_SEED },
  { resource: ROOMS, rows: roomSeed },
  { resource: POST_CHARGES, rows: () => POST_CHARGE_SEED },
  { resource: MEAL_PLANS, rows: () => MEAL_PLAN_SEED },
  { resource: CUSTOMER_GROUPS, rows: () => CUSTOMER_GROUP_SEED },
  { resource: CUSTOMERS, rows: customerSeed },
  { resource: INCOMES_EXPENSES, rows: () => INCOME_EXPENSE_SEED },
  { resource: GUESTS, rows: guestSeed },
];
