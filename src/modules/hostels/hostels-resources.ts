import type { ResourceDeclaration } from '../../engine/resource';
import { HOSTELS } from './resources/hostels';
import { PACKAGES } from './resources/packages';
import { POST_CHARGES } from './resources/post-charges';
import { ROOM_CATEGORIES } from './resources/room-categories';
import { ROOMS } from './resources/rooms';
import { SERVICES } from './resources/services';

/** The hostels masters declared for the engine (and served by the demo backend's generic handlers). */
export const HOSTELS_RESOURCES: readonly ResourceDeclaration[] = [
  HOSTELS,
  ROOM_CATEGORIES,
  ROOMS,
  POST_CHARGES,
  SERVICES,
  PACKAGES,
];
