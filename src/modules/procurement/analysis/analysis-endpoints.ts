/** The purchase analysis routes (contract 03 section 11, `api/PurRepAnalysis/…`). */
export const ANALYSIS_ENDPOINTS = {
  /** `{ fromdate, todate, fromdate2, todate2, usr }`: the purchases of two periods, item by item. */
  priceComparison: 'api/PurRepAnalysis/PurAnalysisPriceComparison',
} as const;
