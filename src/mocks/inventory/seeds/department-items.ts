import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';
import { DEPARTMENT_ROWS } from './departments';
import { itemSeed } from '../../core/stock/seeds/items';

/** The item groups each department draws from, by trade (administration is left for the user to set up). */
const DEPARTMENT_GROUPS: Record<TradeProfile, Record<string, string[]>> = {
  food: {
    KIT: ['VEG', 'DAI', 'MEA', 'GRN', 'SPC'],
    BAR: ['BEV', 'FRU'],
    SRV: ['PKG'],
    HKP: ['HKP'],
    STW: ['HKP'],
    BKY: ['DAI', 'GRN'],
    MNT: ['HKP'],
    FO: ['PKG', 'HKP'],
  },
  industrial: {
    PRD: ['STL', 'ALU', 'CEM'],
    MSH: ['CUT', 'LUB', 'FAS'],
    ASM: ['FAS', 'BRG'],
    MNT: ['LUB', 'BRG'],
    QC: ['FGD'],
    STR: ['FGD'],
  },
  retail: {
    SAL: ['GRC', 'SNK', 'PCR', 'HOM'],
    WH: ['BAG'],
    ONL: ['BAG', 'ACC'],
    BIL: ['BAG', 'STN'],
    CAF: ['SNK', 'GRC'],
    MNT: ['ELC'],
    PKG: ['BAG', 'STN'],
  },
  office: {
    ACC: ['STN', 'PRN'],
    HR: ['STN'],
    IT: ['ITH', 'PRN'],
    HKP: ['CLN'],
    PAN: ['PAN'],
    MNT: ['CLN'],
    OPS: ['STN', 'ITH'],
  },
};

/** The monthly limit of one item, in its stock unit: costly things by the piece, cheap ones in bulk. */
function limit(unit: string, rate: number): number {
  if (rate >= 5000) return 1;
  if (rate >= 500) return 5;
  return unit === 'NOS' || unit === 'PKT' ? 50 : 20;
}

/** The items each department of a company may draw (at most 12 each), costly ones only with approval. */
export function departmentItemSeed(company: DemoCompany) {
  const profile = tradeProfile(company.pCode);
  const items = itemSeed(profile).filter((item) => item.inventory);
  const names = new Map(DEPARTMENT_ROWS[profile].map(([code, name]) => [code, name]));
  return Object.entries(DEPARTMENT_GROUPS[profile]).map(([department, groups]) => ({
    code: `DL-${department}`,
    name: `${names.get(department) ?? department} issue list`,
    department,
    remarks: '',
    items: items
      .filter((item) => groups.includes(item.group))
      .slice(0, 12)
      .map((item) => ({
        item: item.itemId,
        monthlyLimit: limit(item.unit, item.standardRate),
        needsApproval: item.standardRate >= 500,
      })),
  }));
}
