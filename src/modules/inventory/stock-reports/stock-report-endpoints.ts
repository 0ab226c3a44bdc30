/**
 * The inventory stock reports' routes, body `{ frmDate?, toDate, detail?: store, recordId?: item, usr }`.
 * The PurRepStocks names are the contract's (03 section 11); the invRepStocks and invKeyReportsController
 * ones are ours, next to the contract's InvRepStocksClosingStocks and GetKeyRepInvUnits.
 */
export const STOCK_REPORT_ENDPOINTS = {
  itemGroups: 'api/invKeyReportsController/GetKeyRepInvItemGroups',
  items: 'api/invKeyReportsController/GetKeyRepInvItems',
  movements: 'api/invRepStocks/InvRepStocksListOfMovements',
  detailed: 'api/invRepStocks/InvRepStocksDetailedMovements',
  consolidated: 'api/invRepStocks/InvRepStocksConsolidatedStock',
  itemWise: 'api/invRepStocks/InvRepStocksItemWiseStock',
  consolidations: 'api/PurRepStocks/PurRepItemWisePurchasesConsolidations',
  dayBook: 'api/invRepStocks/InvRepStocksDayBook',
  snapshot: 'api/invRepStocks/InvRepStocksSnapshot',
  top: 'api/PurRepStocks/PurRepTop10ItemsPurchased',
  least: 'api/PurRepStocks/PurRepLeast10ItemsPurchased',
  never: 'api/PurRepStocks/PurRepNoPurchaseItems',
} as const;

export type StockReportEndpoint = (typeof STOCK_REPORT_ENDPOINTS)[keyof typeof STOCK_REPORT_ENDPOINTS];
