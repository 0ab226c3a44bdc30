/**
 * Sale returns: contract 05-crm section 5 names the controller and its six actions (the server was not read);
 * the get-one and print routes are ours, in its convention. Permissions: POS.posSaleReturn (5.2.8): view 0,
 * create 1, cancel 3, print 7, reprint 8.
 */
export const SALE_RETURN_ENDPOINTS = {
  /** UserInfo → SaleReturnRequirements. */
  requirements: 'api/CRMSaleReturns/GetSaleReturnRequirements',
  /** `{ frmDate, toDate }` → ReturnableSale[]: the settled bills of the period with something left to return. */
  sales: 'api/CRMSaleReturns/GetSales',
  /** `{ recordId: billNo }` → SaleForReturn (null when there is no such bill). */
  sale: 'api/CRMSaleReturns/GetSale',
  /** SaleReturnSaveBody → `{ result, recordId, seq }`. */
  save: 'api/CRMSaleReturns/SetSaleReturn',
  /** `{ recordId }` → TransactionResult: the return is kept, marked cancelled (9), and everything it did reversed. */
  remove: 'api/CRMSaleReturns/DeleteSaleReturn',
  /** `{ frmDate[, toDate] }` → SaleReturnHeader[]: the day's returns, newest first. */
  list: 'api/CRMSaleReturns/GetSaleReturns',
  /** Ours: `{ recordId }` → SaleReturnAnswer. */
  get: 'api/CRMSaleReturns/GetSaleReturn',
  /** Ours: `{ recordId }` → `{ result, saleReturn }`; print 7 the first time, reprint 8 after, counted. */
  print: 'api/CRMSaleReturns/PrintSaleReturn',
} as const;

/**
 * Debit notes to customers (ours: no contract), in the same family. Permissions: POS.posDebitNote (5.2.7).
 */
export const DEBIT_NOTE_ENDPOINTS = {
  /** UserInfo → DebitNoteRequirements. */
  requirements: 'api/CRMDebitNotes/GetDebitNoteRequirements',
  /** `{ recordId: customer }` → CustomerSale[]: the customer's bills, to raise a note against. */
  customerSales: 'api/CRMDebitNotes/GetCustomerSales',
  /** `{ frmDate[, toDate] }` → DebitNoteHeader[]. */
  list: 'api/CRMDebitNotes/GetDebitNotes',
  /** `{ recordId }` → DebitNoteAnswer. */
  get: 'api/CRMDebitNotes/GetDebitNote',
  /** DebitNoteSaveBody → `{ result, recordId, seq }`. */
  save: 'api/CRMDebitNotes/SetDebitNote',
  /** `{ recordId }` → TransactionResult; refused once a receipt has settled any of it. */
  remove: 'api/CRMDebitNotes/DeleteDebitNote',
  /** `{ recordId }` → `{ result, debitNote }`, counted (7, then 8). */
  print: 'api/CRMDebitNotes/PrintDebitNote',
} as const;

/** The query-cache keys. */
export const SALE_RETURN_KEY = 'pos.sale-returns';
export const DEBIT_NOTE_KEY = 'pos.debit-notes';
