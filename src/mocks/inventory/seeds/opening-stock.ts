import { applyPercent } from '../../../lib/money/money-arithmetic';
import { fromPaise, toPaise } from '../../../lib/money/money';
import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { itemSeed } from '../../core/stock/seeds/items';

/** The store each item group is kept in, by trade; a group without one holds no stock (services). */
const STORE_OF_GROUP: Record<TradeProfile, Record<string, string>> = {
  food: {
    VEG: 'VEG',
    FRU: 'VEG',
    DAI: 'COLD',
    MEA: 'COLD',
    GRN: 'DRY',
    SPC: 'DRY',
    BEV: 'BAR',
    PKG: 'PKG',
    HKP: 'HKP',
  },
  industrial: { STL: 'RM', ALU: 'RM', FAS: 'BOP', BRG: 'BOP', CUT: 'TOOL', LUB: 'CON', CEM: 'SITE', FGD: 'FG' },
  retail: { GRC: 'WH', SNK: 'WH', PCR: 'WH', HOM: 'WH', ELC: 'BACK', ACC: 'BACK', STN: 'BACK', BAG: 'SHOP' },
  office: { STN: 'STN', PRN: 'STN', ITH: 'IT', FUR: 'MAIN', CLN: 'HKP', PAN: 'PAN' },
};

/** The second store that also holds some of a trade's stock (the kitchen, the shop floor...). */
const SECOND_STORE: Record<TradeProfile, string> = { food: 'KIT', industrial: 'QTN', retail: 'SHOP', office: 'MAIN' };

const AS_ON = '2025-04-01';

function quantity(unit: string, rate: number, n: number): number {
  if (rate >= 5000) return 1 + (n % 4);
  if (unit === 'NOS' || unit === 'PKT' || unit === 'BTL' || unit === 'BOX') return 12 + ((n * 7) % 60);
  if (unit === 'TON') return 4 + (n % 6);
  return Math.round((5 + ((n * 13) % 40) + (n % 4) * 0.25) * 1000) / 1000;
}

/** Rates a little under the standard rate (bought earlier: 90 to 98 per cent of it), to the paisa. */
function openingRate(rate: number, n: number): number {
  return fromPaise(applyPercent(toPaise(rate), 90 + (n % 5) * 2));
}

/** An expiry a few days to a month after the opening day, for the perishables that need a shelf life. */
function expiry(n: number): string {
  const date = new Date(Date.UTC(2025, 3, 1 + 3 + ((n * 5) % 28)));
  return date.toISOString().slice(0, 10);
}

/** Opening stock of every stocked item of a company's trade but the last two (left for the user to enter). */
export function openingStockSeed(company: DemoCompany) {
  const profile = tradeProfile(company.pCode);
  const items = itemSeed(profile);
  const stocked = items.slice(0, -2).filter((item) => item.inventory && STORE_OF_GROUP[profile][item.group]);
  return stocked.map((item, n) => {
    const store = STORE_OF_GROUP[profile][item.group]!;
    const line = (where: string, k: number) => ({
      store: where,
      quantity: quantity(item.unit, item.standardRate, n + k + (company.code % 7)),
      rate: openingRate(item.standardRate, n + k),
      batch: item.shelfLife ? `B2503-${String(n + 1).padStart(2, '0')}` : '',
      expiry: item.shelfLife ? expiry(n + k) : '',
    });
    const stores = n % 3 === 0 ? [line(store, 0), line(SECOND_STORE[profile], 1)] : [line(store, 0)];
    return {
      entryNo: `OS-${String(n + 1).padStart(4, '0')}`,
      item: item.itemId,
      asOn: AS_ON,
      narration: 'Physical count on 31-Mar-2025',
      stores,
    };
  });
}
