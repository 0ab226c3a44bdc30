/** [code, name, GST, SAC, income account, default amount] */
type ChargeRow = [string, string, number, string, string, number | null];

const CHARGES: ChargeRow[] = [
  ['RSV', 'Room service', 5, '996331', 'Food and beverage sales', null],
  ['MBR', 'Minibar', 18, '996331', 'Food and beverage sales', null],
  ['LAU', 'Laundry', 18, '999712', 'Laundry income', null],
  ['TEL', 'Telephone calls', 18, '998413', 'Telephone income', null],
  ['EXB', 'Extra bed', 12, '996311', 'Room revenue', 900],
  ['LCO', 'Late check-out', 12, '996311', 'Room revenue', 1500],
  ['SPA', 'Spa and massage', 18, '999722', 'Spa income', 2500],
  ['TRF', 'Airport transfer', 5, '996412', 'Travel desk income', 1200],
  ['SST', 'Sightseeing tour', 5, '998552', 'Travel desk income', 1800],
  ['BCT', 'Business centre', 18, '998599', 'Other operating income', null],
  ['BQT', 'Banquet hall hire', 18, '997212', 'Banquet income', 35000],
  ['DMG', 'Damage recovery', 18, '999799', 'Other operating income', null],
];

/** Charge heads posted to room bills. */
export const POST_CHARGE_SEED = CHARGES.map(([code, name, taxPercent, sac, account, defaultAmount]) => ({
  code,
  name,
  taxPercent,
  sac,
  account,
  defaultAmount,
  active: true,
}));
