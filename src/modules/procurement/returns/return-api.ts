import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_RETURN_CONTRACT } from '../../../lib/contract/procurement-return-contract';
import type { ReceiptHeader } from '../../../kits/inward/receipt-types';
import {
  useDocumentRequirements,
  useOneDocument,
  usePeriodDocuments,
} from '../../../kits/trade-documents/document-queries';
import { useSaveDocument } from '../../../kits/trade-documents/document-writes';
import { RETURN_ENDPOINTS as API, RETURN_RESOURCE as KEY } from './return-endpoints';
import type { ReturnAnswer, ReturnRequirements, ReturnSaveBody, ReturnSource } from './return-types';

/** The next number, the server's date and the tax master. */
export const useReturnRequirements = () => useDocumentRequirements<ReturnRequirements>(KEY, API.requirements);

/** The goods receipts of a period that goods can go back against. */
export const useReturnableReceipts = (from: string, to: string) =>
  usePeriodDocuments<ReceiptHeader>(KEY, API.receipts, from, to, { part: 'receipts' });

/** One goods receipt with what is left of each lot, or null. */
export const useReturnSource = (recordId: string) =>
  useOneDocument<ReturnSource>(KEY, API.receipt, recordId, { part: 'source' });

/** One return with its lines, or null. */
export const useReturn = (recordId: string) => useOneDocument<ReturnAnswer>(KEY, API.get, recordId);

/** Create; the lists, lots and bills refresh afterwards. */
export const useSaveReturn = () =>
  useSaveDocument(
    KEY,
    API.save,
    (body: ReturnSaveBody) => ({ ...body }) satisfies Omit<RequestOf<typeof PURCHASE_RETURN_CONTRACT.save>, 'usr'>,
  );
