/** Customer groups: [code, name, discount, credit days]. */
const GROUPS: Array<[string, string, number, number]> = [
  ['WLK', 'Walk-in guests', 0, 0],
  ['CORP', 'Corporate accounts', 15, 30],
  ['TA', 'Travel agents', 10, 21],
  ['OTA', 'Online travel agents', 0, 15],
  ['GOV', 'Government and PSU', 20, 45],
  ['AIR', 'Airline crew', 25, 30],
  ['GRP', 'Tour groups', 12.5, 15],
  ['VIP', 'VIP and repeat guests', 10, 0],
];

export const CUSTOMER_GROUP_SEED = GROUPS.map(([code, name, discountPercent, creditDays]) => ({
  code,
  name,
  discountPercent,
  creditDays,
  active: true,
}));
