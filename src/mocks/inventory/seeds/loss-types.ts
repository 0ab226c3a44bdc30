import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

/** [code, name, kind, normal loss %, charge to, needs approval, description]. */
type LossRow = [string, string, string, number, string, boolean, string];

const COMMON: LossRow[] = [
  ['BRK', 'Breakage', 'BRK', 0, 'COMPANY', true, 'Glass, crockery or packs broken while handling.'],
  ['EXP', 'Expired stock', 'EXP', 0, 'COMPANY', true, 'Past its use-by date on the store round.'],
  [
    'SHT',
    'Stock shortage',
    'SHT',
    0.5,
    'EMPLOYEE',
    true,
    'Found short at the stock count; recovered when negligence is proved.',
  ],
  ['TRN', 'Damaged in transit', 'TRN', 0, 'SUPPLIER', true, 'Damaged on arrival; a debit note goes to the supplier.'],
  [
    'FIRE',
    'Fire or flood',
    'BRK',
    0,
    'INSURER',
    true,
    'Loss covered by the stock insurance policy; claim with the surveyor report.',
  ],
];

const BY_TRADE: Record<TradeProfile, LossRow[]> = {
  food: [
    ['PRP', 'Preparation wastage', 'WST', 8, 'COMPANY', false, 'Peels, trimmings and bones within the normal yield.'],
    ['SPO', 'Spoilage of perishables', 'EXP', 3, 'COMPANY', false, 'Vegetables, dairy and meat gone bad before use.'],
    ['PLT', 'Returned plates', 'WST', 1, 'COMPANY', true, 'Dishes sent back by guests and not resold.'],
    ['EVP', 'Spillage at the bar', 'EVP', 2, 'COMPANY', false, 'Pouring loss and spills on draught and spirits.'],
  ],
  industrial: [
    ['SCR', 'Machining scrap', 'WST', 6, 'COMPANY', false, 'Turnings and offcuts within the process allowance.'],
    ['RJT', 'Rejected in process', 'WST', 1.5, 'COMPANY', true, 'Parts scrapped at in-process inspection.'],
    ['RST', 'Rust and corrosion', 'EXP', 0, 'COMPANY', true, 'Bars and sheets corroded in open storage.'],
    ['CEM', 'Cement set in bags', 'EXP', 1, 'COMPANY', true, 'Bags hardened by moisture at site.'],
  ],
  retail: [
    ['DMG', 'Damaged packs', 'BRK', 0.5, 'COMPANY', false, 'Torn or dented packs taken off the shelf.'],
    ['PLF', 'Pilferage', 'SHT', 0.2, 'COMPANY', true, 'Missing from the shelf at the cycle count.'],
    [
      'NEX',
      'Near-expiry write-off',
      'EXP',
      0,
      'SUPPLIER',
      true,
      'Returned to the distributor under the expiry scheme.',
    ],
  ],
  office: [
    ['OBS', 'Obsolete items', 'EXP', 0, 'COMPANY', true, 'Forms, cartridges and parts no longer in use.'],
    ['DMG', 'Damaged in use', 'BRK', 0, 'COMPANY', true, 'Furniture or equipment damaged beyond repair.'],
    ['LST', 'Lost item', 'SHT', 0, 'EMPLOYEE', true, 'Issued asset not returned by the user.'],
  ],
};

/** The loss types of a company's trade: the common ones and its own. */
export function lossTypeSeed(company: DemoCompany) {
  return [...BY_TRADE[tradeProfile(company.pCode)], ...COMMON].map(
    ([code, name, kind, normalLoss, chargeTo, approval, description]) => ({
      code,
      name,
      kind,
      normalLoss,
      chargeTo,
      approval,
      description,
      active: true,
    }),
  );
}
