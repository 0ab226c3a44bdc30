import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { mobile, person } from '../../core/seeds/contact-people';

/** [code, name, store type, location] by trade. */
type StoreRow = [string, string, string, string];

const STORES: Record<TradeProfile, StoreRow[]> = {
  food: [
    ['MAIN', 'Main store', 'MAIN', 'Ground floor, behind the kitchen'],
    ['DRY', 'Dry store', 'SUB', 'Ground floor, next to the main store'],
    ['COLD', 'Cold room', 'SUB', 'Kitchen back area'],
    ['VEG', 'Vegetable store', 'SUB', 'Receiving bay'],
    ['KIT', 'Kitchen store', 'KIT', 'Main kitchen'],
    ['BAR', 'Bar store', 'KIT', 'Behind the bar counter'],
    ['HKP', 'Housekeeping store', 'SUB', 'First floor, service corridor'],
    ['PKG', 'Packing material store', 'SUB', 'Takeaway and dispatch counter'],
    ['RJT', 'Rejected goods', 'QTN', 'Receiving bay, marked cage'],
  ],
  industrial: [
    ['RM', 'Raw material store', 'MAIN', 'Bay 1, near the main gate'],
    ['BOP', 'Bought-out parts store', 'SUB', 'Bay 2, mezzanine'],
    ['CON', 'Consumables store', 'SUB', 'Machine shop corner'],
    ['TOOL', 'Tool crib', 'SUB', 'Machine shop, east wall'],
    ['FG', 'Finished goods store', 'WH', 'Dispatch bay'],
    ['SITE', 'Site store', 'SITE', 'Project site container'],
    ['QTN', 'Quarantine store', 'QTN', 'Incoming inspection area'],
    ['CAN', 'Canteen store', 'KIT', 'Canteen block'],
  ],
  retail: [
    ['WH', 'Central warehouse', 'WH', 'Godown, rear lane'],
    ['BACK', 'Back store', 'MAIN', 'Behind the billing counters'],
    ['SHOP', 'Shop floor', 'SUB', 'Sales floor racks'],
    ['ONL', 'Online dispatch store', 'SUB', 'Dispatch bay'],
    ['CAF', 'Cafe store', 'KIT', 'Cafe corner'],
    ['COLD', 'Cold storage', 'SUB', 'Dairy and frozen section'],
    ['RET', 'Customer returns', 'QTN', 'Service desk'],
    ['DMG', 'Damaged goods', 'QTN', 'Godown, marked cage'],
  ],
  office: [
    ['MAIN', 'Main store', 'MAIN', 'Ground floor, admin block'],
    ['STN', 'Stationery store', 'SUB', 'First floor, near the office'],
    ['IT', 'IT store', 'SUB', 'Server room annexe'],
    ['PAN', 'Pantry store', 'KIT', 'Ground floor pantry'],
    ['HKP', 'Housekeeping store', 'SUB', 'Under the staircase'],
    ['MNT', 'Maintenance store', 'SUB', 'Terrace utility room'],
    ['REC', 'Records room', 'SUB', 'Second floor, archive'],
    ['SCR', 'Scrap and disposals', 'QTN', 'Basement parking'],
  ],
};

/** The stores of a company's trade. */
export function storeSeed(company: DemoCompany) {
  return STORES[tradeProfile(company.pCode)].map(([code, name, storeType, location], index) => ({
    code,
    name,
    storeType,
    inCharge: person(company, index),
    mobile: mobile(company, index),
    location,
    negativeStock: storeType === 'KIT',
    active: true,
  }));
}
