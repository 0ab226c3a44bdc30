import {
  useDayDocuments,
  useDocumentRequirements,
  useOneDocument,
  usePeriodDocuments,
} from '../../../kits/trade-documents/document-queries';
import { useCancelDocument, useDocumentAction, useSaveDocument } from '../../../kits/trade-documents/document-writes';
import { SALE_RETURN_ENDPOINTS as API, SALE_RETURN_KEY as KEY } from './domain/returns-endpoints';
import type {
  ReturnableSale,
  SaleForReturn,
  SaleReturnAnswer,
  SaleReturnHeader,
  SaleReturnRequirements,
  SaleReturnSaveBody,
} from './domain/returns-types';

/** The day's returns, newest first (dates travel dd-MMM-yyyy, as the customer's client sends them). */
export const useSaleReturnList = (day: string) => useDayDocuments<SaleReturnHeader>(KEY, API.list, day);

export const useSaleReturnRequirements = () =>
  useDocumentRequirements<SaleReturnRequirements>(KEY, API.requirements, true);

/** The settled bills of a period that goods can still come back against. */
export const useReturnableSales = (from: string, to: string) =>
  usePeriodDocuments<ReturnableSale>(KEY, API.sales, from, to, { part: 'sales' });

/** One bill with what was sold and what earlier returns took back, or null. */
export const useSaleForReturn = (billNo: string) =>
  useOneDocument<SaleForReturn>(KEY, API.sale, billNo, { part: 'sale' });

export const useSaleReturn = (recordId: string) => useOneDocument<SaleReturnAnswer>(KEY, API.get, recordId);

/**
 * Create; every list and bill of returns reads again afterwards (so does a refused save: the bill may have changed).
 */
export const useSaveSaleReturn = () =>
  useSaveDocument(KEY, API.save, (body: SaleReturnSaveBody) => ({ ...body }), 'settled');

/** Cancel (the contract's delete): the stock, the customer's credit or the cash and the voucher are taken back. */
export const useCancelSaleReturn = () => useCancelDocument(KEY, API.remove);

/** Print (7 the first time, 8 after): the server counts the copy; the slip opens once it answered OK. */
export const usePrintSaleReturn = () => useDocumentAction(KEY, API.print, 'settled');
