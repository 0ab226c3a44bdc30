/** The order terms master's routes (contract 03 section 4) and the name its queries and demo store go by. */
export const ORDER_TERM_ENDPOINTS = {
  /** UserInfo -> PurTerms[] `{ slno, term }`. */
  list: 'api/purPurchaseOrders/GetPurchaseTerms',
  /** `{ term: { term, slno }, traCheck: 1 add | 3 delete, usr }` -> `{ result }`; the server has no modify. */
  save: 'api/purPurchaseOrders/SetPurchaseTerm',
} as const;

export const ORDER_TERMS_KEY = 'procurement.order-terms';
