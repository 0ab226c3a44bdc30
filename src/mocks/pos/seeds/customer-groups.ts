/** [code, name, sale type, price list, discount, credit allowed, credit days] */
const ROWS: Array<[string, string, string, string, number, boolean, number]> = [
  ['WALKIN', 'Walk-in customers', 'B2C', 'STD', 0, false, 0],
  ['REG', 'Regular customers', 'B2C', 'STD', 5, false, 0],
  ['STAFF', 'Staff purchases', 'B2C', 'STD', 15, true, 30],
  ['ONLINE', 'Online customers', 'B2C', '', 0, false, 0],
  ['B2B', 'Business customers', 'B2B', 'STD', 0, true, 30],
  ['CORP', 'Corporate accounts', 'B2B', 'STD', 7.5, true, 30],
  ['INST', 'Institutions', 'B2B', 'STD', 3, true, 45],
];

/** The same classes for every company: consumers, staff and business buyers. */
export const CUSTOMER_GROUP_SEED = ROWS.map(
  ([code, name, saleType, priceList, discount, creditAllowed, creditDays]) => ({
    code,
    name,
    saleType,
    priceList,
    discount,
    creditAllowed,
    creditDays,
    active: true,
  }),
);
