/** [code, name, default amount, GST, income account] */
type ChargeRow = [string, string, number | null, number, string];

const CHARGES: ChargeRow[] = [
  ['LTE', 'Late entry fine', 200, 0, 'Hostel fines'],
  ['DMG', 'Damage to hostel property', null, 0, 'Damage recoveries'],
  ['KEY', 'Duplicate room key', 250, 0, 'Hostel sundry income'],
  ['GST', 'Parent overnight stay (per night)', 500, 12, 'Hostel sundry income'],
  ['ELE', 'Excess electricity units', null, 0, 'Electricity recoveries'],
  ['MED', 'Medicines from the infirmary', null, 0, 'Infirmary recoveries'],
  ['DRY', 'Dry cleaning', null, 18, 'Laundry income'],
  ['IDC', 'Lost hostel ID card', 150, 0, 'Hostel fines'],
  ['ESC', 'Escort for outing', 300, 18, 'Hostel sundry income'],
];

export const HOSTEL_POST_CHARGE_SEED = CHARGES.map(([code, name, amount, taxPercent, account]) => ({
  code,
  name,
  amount,
  taxPercent,
  account,
  active: true,
}));
