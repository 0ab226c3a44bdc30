import type { DemoCompany } from '../../core/company/companies';
import { takeawayMenu, type TakeawayMenu } from './menu';

/** [name, kind, rate, food type, offered with group ('' for all), most per item] */
const ROWS: Record<TakeawayMenu, Array<[string, string, number, string, string, number]>> = {
  food: [
    ['Extra sambar', 'EXTRA', 20, 'VEG', 'BRK', 2],
    ['Extra coconut chutney', 'DIP', 15, 'VEG', 'BRK', 2],
    ['Onion raita', 'SIDE', 30, 'VEG', 'BIR', 2],
    ['Mirchi ka salan', 'SIDE', 35, 'VEG', 'BIR', 2],
    ['Boiled egg', 'ADDON', 20, 'EGG', 'BIR', 3],
    ['Extra gravy', 'EXTRA', 40, 'VEG', 'MEAL', 1],
    ['Papad', 'ADDON', 10, 'VEG', 'MEAL', 3],
    ['Schezwan sauce', 'DIP', 15, 'VEG', 'CHN', 2],
    ['Extra cheese', 'ADDON', 30, 'VEG', 'ROL', 2],
    ['Pickle sachet', 'DIP', 5, 'VEG', '', 3],
    ['Cutlery kit', 'PACK', 5, 'NA', '', 4],
    ['Eco-friendly packaging', 'PACK', 10, 'NA', '', 1],
  ],
  cafe: [
    ['Extra cheese slice', 'ADDON', 20, 'VEG', 'SAND', 2],
    ['Mint mayo dip', 'DIP', 15, 'VEG', 'SAND', 2],
    ['Extra butter', 'EXTRA', 10, 'VEG', 'BRK', 2],
    ['Curd cup', 'SIDE', 20, 'VEG', 'MEAL', 1],
    ['Whipped cream', 'ADDON', 25, 'VEG', 'BEV', 1],
    ['Pickle sachet', 'DIP', 5, 'VEG', '', 3],
    ['Cup carrier', 'PACK', 5, 'NA', 'BEV', 1],
    ['Cutlery kit', 'PACK', 0, 'NA', '', 4],
  ],
};

export function itemSupportSeed(company: DemoCompany) {
  return ROWS[takeawayMenu(company)].map(([name, kind, rate, foodType, offeredWith, maxPerItem], index) => ({
    code: `AD-${String(index + 1).padStart(2, '0')}`,
    name,
    kind,
    rate,
    foodType,
    offeredWith,
    maxPerItem,
    active: true,
  }));
}
