/** [code, name, rate, per, GST, optional] */
type ServiceRow = [string, string, number, string, number, boolean];

const SERVICES: ServiceRow[] = [
  ['MESS-V', 'Mess (vegetarian)', 4200, 'MONTH', 0, false],
  ['MESS-N', 'Mess (with non-vegetarian)', 4800, 'MONTH', 0, true],
  ['LAU', 'Laundry', 600, 'MONTH', 0, false],
  ['WIFI', 'Wi-Fi', 300, 'MONTH', 18, true],
  ['GYM', 'Gymnasium', 400, 'MONTH', 18, true],
  ['STUDY', 'Supervised evening study', 1500, 'TERM', 0, false],
  ['TUT', 'Tuition support', 2500, 'MONTH', 0, true],
  ['INF', 'Infirmary and doctor visits', 1200, 'TERM', 0, false],
  ['TRN', 'Weekend home transport', 800, 'MONTH', 5, true],
  ['ACE', 'AC electricity', 900, 'MONTH', 0, true],
  ['LKR', 'Locker', 500, 'YEAR', 0, true],
];

export const HOSTEL_SERVICE_SEED = SERVICES.map(([code, name, rate, per, taxPercent, optional]) => ({
  code,
  name,
  rate,
  per,
  taxPercent,
  optional,
  active: true,
}));
