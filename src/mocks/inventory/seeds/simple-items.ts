import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

/** [name, category, unit, rate, food type] by trade; codes SI-001... follow the order. */
type SimpleItemRow = [string, string, string, number, string];

const CANTEEN: SimpleItemRow[] = [
  ['Tea', 'CNT', 'NOS', 12, 'VEG'],
  ['Coffee', 'CNT', 'NOS', 15, 'VEG'],
  ['Veg meals', 'CNT', 'PLT', 70, 'VEG'],
  ['Samosa', 'CNT', 'NOS', 15, 'VEG'],
  ['Lemon juice', 'CNT', 'NOS', 20, 'VEG'],
  ['Veg sandwich', 'CNT', 'NOS', 40, 'VEG'],
];

const SIMPLE_ITEMS: Record<TradeProfile, SimpleItemRow[]> = {
  food: [
    ['Paneer tikka', 'STR', 'PLT', 260, 'VEG'],
    ['Chicken 65', 'STR', 'PLT', 280, 'NONVEG'],
    ['Tomato soup', 'SOU', 'NOS', 120, 'VEG'],
    ['Sweet corn chicken soup', 'SOU', 'NOS', 140, 'NONVEG'],
    ['Paneer butter masala', 'MNC', 'PLT', 290, 'VEG'],
    ['Butter chicken', 'MNC', 'PLT', 340, 'NONVEG'],
    ['Chicken biryani', 'RIC', 'PLT', 320, 'NONVEG'],
    ['Mutton rogan josh', 'MNC', 'PLT', 420, 'NONVEG'],
    ['Butter naan', 'BRD', 'NOS', 55, 'VEG'],
    ['Tandoori roti', 'BRD', 'NOS', 30, 'VEG'],
    ['Veg biryani', 'RIC', 'PLT', 240, 'VEG'],
    ['Dal tadka', 'MNC', 'PLT', 190, 'VEG'],
    ['Jeera rice', 'RIC', 'PLT', 160, 'VEG'],
    ['Masala dosa', 'STH', 'PLT', 110, 'VEG'],
    ['Idli vada', 'STH', 'PLT', 90, 'VEG'],
    ['Egg curry', 'MNC', 'PLT', 180, 'EGG'],
    ['Gulab jamun', 'DST', 'PLT', 80, 'VEG'],
    ['Filter coffee', 'BEV', 'NOS', 50, 'VEG'],
    ['Fresh lime soda', 'BEV', 'NOS', 70, 'VEG'],
    ['Masala tea', 'BEV', 'NOS', 40, 'VEG'],
    ['Banana milkshake', 'BEV', 'NOS', 110, 'VEG'],
    ['Plum cake slice', 'BKY', 'NOS', 90, 'EGG'],
    ['Veg puff', 'BKY', 'NOS', 35, 'VEG'],
    ['Sweet lassi', 'BEV', 'NOS', 90, 'VEG'],
    ['Chicken fried rice', 'RIC', 'PLT', 230, 'NONVEG'],
    ['Veg hakka noodles', 'MNC', 'PLT', 200, 'VEG'],
    ['Gobi manchurian', 'STR', 'PLT', 190, 'VEG'],
  ],
  industrial: [
    ['Pump shaft assembly', 'ASM', 'NOS', 6500, 'NA'],
    ['Bearing housing sub-assembly', 'SUB', 'NOS', 3200, 'NA'],
    ['Coupling set', 'SUB', 'SET', 1750, 'NA'],
    ['Bearing replacement kit 6204', 'KIT', 'SET', 420, 'NA'],
    ['Fastener kit M10', 'KIT', 'SET', 120, 'NA'],
    ['M20 concrete batch (one bag)', 'MIX', 'SET', 1150, 'NA'],
    ['Cement mortar 1:4 batch', 'MIX', 'SET', 620, 'NA'],
    ['Flange assembly 150 NB', 'FAB', 'NOS', 2900, 'NA'],
    ['Lubrication service kit', 'SVC', 'SET', 650, 'NA'],
    ...CANTEEN,
  ],
  retail: [
    ['Festival grocery hamper', 'HMP', 'BOX', 999, 'VEG'],
    ['Monthly grocery kit', 'GKT', 'BOX', 1450, 'VEG'],
    ['Snack combo', 'CMB', 'PKT', 99, 'VEG'],
    ['Bath and body combo', 'BTY', 'SET', 349, 'NA'],
    ['Phone charging combo', 'ACC', 'SET', 899, 'NA'],
    ['Back-to-school kit', 'SCH', 'SET', 199, 'NA'],
    ['Home cleaning combo', 'CMB', 'SET', 249, 'NA'],
    ['Tea lovers hamper', 'FST', 'BOX', 499, 'VEG'],
    ...CANTEEN,
  ],
  office: [
    ['New joiner kit', 'JNR', 'SET', 450, 'NA'],
    ['Workstation setup', 'WKS', 'SET', 69000, 'NA'],
    ['Pantry restock kit', 'PNT', 'SET', 1100, 'NA'],
    ['Housekeeping kit', 'HKP', 'SET', 700, 'NA'],
    ['Printer refill kit', 'PRN', 'SET', 2950, 'NA'],
    ['Meeting room kit', 'MTG', 'SET', 250, 'NA'],
    ...CANTEEN,
  ],
};

export function simpleItemCode(index: number): string {
  return `SI-${String(index + 1).padStart(3, '0')}`;
}

/** The simple items of a trade, ready to store. */
export function simpleItemRows(profile: TradeProfile) {
  return SIMPLE_ITEMS[profile].map(([name, category, unit, rate, foodType], index) => ({
    code: simpleItemCode(index),
    name,
    category,
    unit,
    rate,
    taxPercent: category === 'CNT' || foodType !== 'NA' ? 5 : 18,
    foodType,
    active: name !== 'Egg curry',
  }));
}

/** The code of a trade's simple item by name (seeds name items, so a typo fails the seed tests). */
export function simpleItemCodeOf(profile: TradeProfile, name: string): string {
  const index = SIMPLE_ITEMS[profile].findIndex(([itemName]) => itemName === name);
  if (index < 0) throw new Error(`No ${profile} simple item named ${name}`);
  return simpleItemCode(index);
}

export const simpleItemSeed = (company: DemoCompany) => simpleItemRows(tradeProfile(company.pCode));
