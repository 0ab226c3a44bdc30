/**
 * The procurement reports' routes (contract 03 section 11, body `{ frmDate, toDate, detail?, recordId?, usr }`).
 * The contract names no route for the list of advances and the supplier snapshot: those two are ours.
 */
export const COST_REPORT_ENDPOINTS = {
  purchases: 'api/PurRepPurchases/purRepPurchasesListofPurchases',
  detailed: 'api/PurRepPurchases/purRepPurchasesDetailed',
  consolidated: 'api/PurRepPurchases/purRepPurchasesConsolidated',
  supplierWise: 'api/PurRepPurchases/purRepPurchasesSupplierWise',
  supplierConsolidated: 'api/PurRepPurchases/purRepPurchasesListofPurchasesSupplierConsolidated',
  dayBook: 'api/PurRepStocks/PurRepPurchasesDayBook',
  /** Ours. */
  snapshot: 'api/PurRepPurchases/PurRepSupplierSnapshot',
  /** Ours. */
  advances: 'api/PurRepPurchases/PurRepListOfAdvances',
  advancesLiable: 'api/PurRepOrderManagement/purRepOrderSupplierwisePendingAdvances',
  returns: 'api/PurRepPurchases/purRepPurchasesListofPurchaseReturns',
  returnsConsolidated: 'api/PurRepPurchases/purRepPurchasesPurchaseReturnsConsolidated',
  returnsSupplierWise: 'api/PurRepPurchases/purRepPurchaseReturnsSupplierConsolidated',
  purchasesToReturns: 'api/PurRepPurchases/PurRepPurchasesToReturns',
  creditNotes: 'api/PurRepPurchases/PurRepListOfCreditNotes',
} as const;

export type CostReportEndpoint = (typeof COST_REPORT_ENDPOINTS)[keyof typeof COST_REPORT_ENDPOINTS];
