import type { ResourceDeclaration } from '../../engine/resource';
import { BANNERS } from './resources/banners';
import { COMBO_GROUPS } from './resources/combo-groups';
import { COMBOS } from './resources/combos';
import { CUSTOMER_OFFERS } from './resources/customer-offers';
import { DELIVERY_BOYS } from './resources/delivery-boys';
import { HAPPY_HOURS } from './resources/happy-hours';
import { ITEM_GROUPS } from './resources/item-groups';
import { ITEM_SUPPORTS } from './resources/item-supports';
import { ITEMS } from './resources/items';
import { OUTLETS } from './resources/outlets';
import { PRICE_LISTS } from './resources/price-lists';
import { TAX_ASSIGNINGS } from './resources/tax-assignings';
import { TAXES } from './resources/taxes';

/** The take-away masters declared for the engine (and served by the demo backend's generic handlers). */
export const TAKEAWAY_RESOURCES: readonly ResourceDeclaration[] = [
  ITEM_GROUPS,
  ITEMS,
  COMBO_GROUPS,
  COMBOS,
  ITEM_SUPPORTS,
  TAXES,
  TAX_ASSIGNINGS,
  OUTLETS,
  PRICE_LISTS,
  DELIVERY_BOYS,
  HAPPY_HOURS,
  CUSTOMER_OFFERS,
  BANNERS,
];
