import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { person } from '../../core/seeds/contact-people';

/** [code, name, kitchen type, store it draws from] by trade (non-food trades: canteens and pantries). */
type KitchenRow = [string, string, string, string];

export const KITCHEN_ROWS: Record<TradeProfile, KitchenRow[]> = {
  food: [
    ['MAIN', 'Main kitchen', 'HOT', 'KIT'],
    ['TND', 'Tandoor', 'TND', 'KIT'],
    ['STH', 'South Indian counter', 'HOT', 'KIT'],
    ['CHN', 'Chinese section', 'HOT', 'KIT'],
    ['BAK', 'Bakery and pastry', 'BAK', 'DRY'],
    ['BAR', 'Bar and mocktails', 'BEV', 'BAR'],
    ['JUC', 'Juice and tea counter', 'BEV', 'KIT'],
  ],
  industrial: [
    ['CAN', 'Works canteen kitchen', 'PAN', 'CAN'],
    ['STF', 'Staff canteen', 'PAN', 'CAN'],
    ['GST', 'Guest house kitchen', 'HOT', 'CAN'],
    ['TEA', 'Shop-floor tea point', 'PAN', 'CAN'],
    ['SITE', 'Site mess', 'HOT', 'SITE'],
    ['SNK', 'Snack counter', 'PAN', 'CAN'],
  ],
  retail: [
    ['CAF', 'Cafe kitchen', 'HOT', 'CAF'],
    ['BKY', 'In-store bakery', 'BAK', 'CAF'],
    ['JUC', 'Juice bar', 'BEV', 'CAF'],
    ['SNK', 'Snack counter', 'HOT', 'CAF'],
    ['PAN', 'Staff pantry', 'PAN', 'BACK'],
    ['TEA', 'Tea point', 'PAN', 'BACK'],
  ],
  office: [
    ['CAF', 'Cafeteria kitchen', 'HOT', 'PAN'],
    ['PAN', 'Ground floor pantry', 'PAN', 'PAN'],
    ['EXE', 'Executive pantry', 'PAN', 'PAN'],
    ['MESS', 'Mess kitchen', 'HOT', 'PAN'],
    ['TEA', 'Tea counter', 'PAN', 'PAN'],
    ['JUC', 'Juice counter', 'BEV', 'PAN'],
  ],
};

/** The kitchens of a company's trade, each with its KOT printer. */
export function kitchenSeed(company: DemoCompany) {
  return KITCHEN_ROWS[tradeProfile(company.pCode)].map(([code, name, kitchenType, store], index) => ({
    code,
    name,
    kitchenType,
    store,
    inCharge: person(company, index + 4),
    kotPrinter: `KOT-${code}`,
    active: true,
  }));
}
