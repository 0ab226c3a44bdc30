import { HOSTELS } from '../../../modules/hostels/resources/hostels';
import { PACKAGES } from '../../../modules/hostels/resources/packages';
import { POST_CHARGES } from '../../../modules/hostels/resources/post-charges';
import { ROOM_CATEGORIES } from '../../../modules/hostels/resources/room-categories';
import { ROOMS } from '../../../modules/hostels/resources/rooms';
import { SERVICES } from '../../../modules/hostels/resources/services';
import type { SeedSet } from '../../core/seeds/seed-set';
import { HOSTEL_SEED } from './hostels';
import { HOSTEL_PACKAGE_SEED } from './packages';
import { HOSTEL_POST_CHARGE_SEED } from './post-charges';
import { HOSTEL_ROOM_CATEGORY_SEED } from './room-categories';
import { hostelRoomSeed } from './rooms';
import { HOSTEL_SERVICE_SEED } from './services';

/**
 * Starting records of the hostels masters: the same boarding houses, services and packages for all, most rooms for the
 * school (D-SHI).
 */
export const HOSTELS_SEEDS: readonly SeedSet[] = [
  { resource: HOSTELS, rows: () => HOSTEL_SEED },
  { resource: ROOM_CATEGORIES, rows: () => HOSTEL_ROOM_CATEGORY_SEED },
  { resource: ROOMS, rows: hostelRoomSeed },
  { resource: POST_CHARGES, rows: () => HOSTEL_POST_CHARGE_SEED },
  { resource: SERVICES, rows: () => HOSTEL_SERVICE_SEED },
  { resource: PACKAGES, rows: () => HOSTEL_PACKAGE_SEED },
];
