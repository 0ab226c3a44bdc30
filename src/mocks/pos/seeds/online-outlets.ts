import type { DemoCompany } from '../../core/company/companies';
import { deliveryOutlet, outletRows } from './outlets';
import { posProfile, type PosProfile } from './profile';

/**
 * [code, name, platform, commission, packing charge, minimum order]; the store id is made from the code and company.
 */
type OnlineRow = [string, string, string, number, number | null, number | null];

const FOOD: OnlineRow[] = [
  ['WEB', 'Own website orders', 'WEB', 0, 15, 199],
  ['APP', 'Own app orders', 'APP', 0, 15, 149],
  ['SWG', 'Swiggy store', 'AGGREGATOR', 22, 20, 149],
  ['ZMT', 'Zomato store', 'AGGREGATOR', 20, 20, 149],
  ['ONDC', 'ONDC store', 'ONDC', 8, 15, 199],
  ['WA', 'WhatsApp orders', 'WHATSAPP', 0, 10, 299],
];

const ONLINE: Record<PosProfile, OnlineRow[]> = {
  restaurant: FOOD,
  hotel: FOOD.filter(([code]) => code !== 'ONDC'),
  takeaway: FOOD,
  store: [
    ['WEB', 'Online store (website)', 'WEB', 0, null, 499],
    ['APP', 'Shopping app', 'APP', 0, null, 399],
    ['AMZ', 'Amazon seller store', 'MARKETPLACE', 15, null, null],
    ['FLK', 'Flipkart seller store', 'MARKETPLACE', 14, null, null],
    ['ONDC', 'ONDC store', 'ONDC', 6, null, 299],
    ['WA', 'WhatsApp orders', 'WHATSAPP', 0, null, 999],
  ],
  canteen: [
    ['PORTAL', 'Staff portal pre-orders', 'PORTAL', 0, null, null],
    ['APP', 'Canteen app', 'APP', 0, null, null],
    ['MEET', 'Meeting room orders', 'PORTAL', 0, null, null],
    ['EVT', 'Event and party requests', 'PORTAL', 0, null, 2000],
    ['WA', 'WhatsApp group orders', 'WHATSAPP', 0, null, null],
  ],
};

export function onlineOutletRows(company: DemoCompany): OnlineRow[] {
  return ONLINE[posProfile(company)];
}

/** Each online store is fulfilled by the home delivery outlet (a canteen's by its guest service or kitchen). */
export function onlineOutletSeed(company: DemoCompany) {
  const outlets = outletRows(company).map(([code]) => code);
  const fulfilledBy = outlets.includes('GST') ? 'GST' : deliveryOutlet(company);
  return onlineOutletRows(company).map(([code, name, platform, commission, packingCharge, minimumOrder], index) => ({
    code,
    name,
    platform,
    storeId:
      platform === 'PORTAL' || platform === 'WHATSAPP'
        ? ''
        : `${code}-${company.code}${String(index * 37 + 11).padStart(3, '0')}`,
    fulfilledBy: code === 'PORTAL' || code === 'APP' ? (outlets.includes('CAN') ? 'CAN' : fulfilledBy) : fulfilledBy,
    commission,
    packingCharge,
    minimumOrder,
    active: true,
  }));
}
