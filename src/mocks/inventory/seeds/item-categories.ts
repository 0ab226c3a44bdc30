import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

/** [code, name, description, shown online] by trade; the display order follows the list. */
type CategoryRow = [string, string, string, boolean];

const CANTEEN: CategoryRow = ['CNT', 'Canteen', 'Tea, snacks and meals from the staff canteen.', false];

const CATEGORIES: Record<TradeProfile, CategoryRow[]> = {
  food: [
    ['STR', 'Starters', 'Tandoori and fried starters.', true],
    ['SOU', 'Soups', 'Clear and thick soups.', true],
    ['MNC', 'Main course', 'Curries and gravies, vegetarian and non-vegetarian.', true],
    ['BRD', 'Breads', 'Naan, roti and parotta from the tandoor and tawa.', true],
    ['RIC', 'Rice and biryani', 'Biryanis, pulao and fried rice.', true],
    ['STH', 'South Indian', 'Dosa, idli and vada with sambar and chutneys.', true],
    ['DST', 'Desserts', 'Indian sweets and ice creams.', true],
    ['BEV', 'Beverages', 'Coffee, tea, juices, shakes and sodas.', true],
    ['BKY', 'Bakery', 'Cakes, puffs and cookies.', false],
  ],
  industrial: [
    ['ASM', 'Assemblies', 'Complete assemblies ready for dispatch.', false],
    ['SUB', 'Sub-assemblies', 'Assembled parts that go into assemblies.', false],
    ['KIT', 'Spare kits', 'Spares packed as one kit for customers.', true],
    ['MIX', 'Concrete and mortar mixes', 'Site mixes made batch by batch.', false],
    ['FAB', 'Fabricated parts', 'Machined and welded parts.', false],
    ['SVC', 'Service kits', 'Consumables packed for a maintenance visit.', false],
    ['CST', 'Castings', 'Bought-out castings machined in house.', false],
    CANTEEN,
  ],
  retail: [
    ['HMP', 'Gift hampers', 'Festival and corporate gift hampers.', true],
    ['GKT', 'Grocery kits', 'Monthly grocery kits for families.', true],
    ['CMB', 'Combo packs', 'Two or more products sold together at one price.', true],
    ['ACC', 'Accessory bundles', 'Mobile accessories sold as a bundle.', true],
    ['SCH', 'School kits', 'Stationery kits for the new term.', true],
    ['FST', 'Festival packs', 'Diwali, Onam and Pongal specials.', true],
    ['BTY', 'Beauty kits', 'Personal care sets for gifting.', true],
    ['CNT', 'Cafe', 'Tea, coffee and snacks from the in-store cafe.', false],
  ],
  office: [
    ['JNR', 'Joining kits', 'What a new colleague gets on the first day.', false],
    ['WKS', 'Workstation setups', 'Everything one workstation needs.', false],
    ['PNT', 'Pantry kits', 'Pantry restocking packs.', false],
    ['HKP', 'Housekeeping kits', 'Cleaning supplies for one floor for a week.', false],
    ['PRN', 'Printer kits', 'Toner and paper for one printer.', false],
    ['MTG', 'Meeting kits', 'Stationery and refreshments for one meeting room.', false],
    ['EVT', 'Event kits', 'Banners, badges and stationery for one event.', false],
    CANTEEN,
  ],
};

/** The item categories of a company's trade, in display order 10, 20, 30... */
export function itemCategorySeed(company: DemoCompany) {
  return CATEGORIES[tradeProfile(company.pCode)].map(([code, name, description, showOnline], index) => ({
    code,
    name,
    description,
    sortOrder: (index + 1) * 10,
    showOnline,
    active: true,
  }));
}
