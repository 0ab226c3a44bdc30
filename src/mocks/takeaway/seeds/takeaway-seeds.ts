import { BANNERS } from '../../../modules/takeaway/resources/banners';
import { COMBO_GROUPS } from '../../../modules/takeaway/resources/combo-groups';
import { COMBOS } from '../../../modules/takeaway/resources/combos';
import { CUSTOMER_OFFERS } from '../../../modules/takeaway/resources/customer-offers';
import { DELIVERY_BOYS } from '../../../modules/takeaway/resources/delivery-boys';
import { HAPPY_HOURS } from '../../../modules/takeaway/resources/happy-hours';
import { ITEM_GROUPS } from '../../../modules/takeaway/resources/item-groups';
import { ITEM_SUPPORTS } from '../../../modules/takeaway/resources/item-supports';
import { ITEMS } from '../../../modules/takeaway/resources/items';
import { OUTLETS } from '../../../modules/takeaway/resources/outlets';
import { PRICE_LISTS } from '../../../modules/takeaway/resources/price-lists';
import { TAX_ASSIGNINGS } from '../../../modules/takeaway/resources/tax-assignings';
import { TAXES } from '../../../modules/takeaway/resources/taxes';
import type { SeedSet } from '../../core/seeds/seed-set';
import { bannerSeed } from './banners';
import { comboGroupSeed } from './combo-groups';
import { comboSeed } from './combos';
import { customerOfferSeed } from './customer-offers';
import { deliveryBoySeed } from './delivery-boys';
import { happyHourSeed } from './happy-hours';
import { itemGroupSeed } from './item-groups';
import { itemSupportSeed } from './item-supports';
import { itemSeed } from './items';
import { outletSeed } from './outlets';
import { priceListSeed } from './price-lists';
import { taxAssigningSeed } from './tax-assignings';
import { TAX_SEED } from './taxes';

/** Starting records of the take-away masters: a full take-away menu for food companies, a staff café's for the rest. */
export const TAKEAWAY_SEEDS: readonly SeedSet[] = [
  { resource: ITEM_GROUPS, rows: itemGroupSeed },
  { resource: TAXES, rows: () => TAX_SEED },
  { resource: ITEMS, rows: itemSeed },
  { resource: COMBO_GROUPS, rows: comboGroupSeed },
  { resource: COMBOS, rows: comboSeed },
  { resource: ITEM_SUPPORTS, rows: itemSupportSeed },
  { resource: OUTLETS, rows: outletSeed },
  { resource: TAX_ASSIGNINGS, rows: taxAssigningSeed },
  { resource: PRICE_LISTS, rows: priceListSeed },
  { resource: DELIVERY_BOYS, rows: deliveryBoySeed },
  { resource: HAPPY_HOURS, rows: happyHourSeed },
  { resource: CUSTOMER_OFFERS, rows: customerOfferSeed },
  { resource: BANNERS, rows: bannerSeed },
];
