import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import {
  useDayDocuments,
  useDocumentRequirements,
  useOneDocument,
} from '../../../kits/trade-documents/document-queries';
import { useCancelDocument, useDocumentAction, useSaveDocument } from '../../../kits/trade-documents/document-writes';
import { DEBIT_NOTE_ENDPOINTS as API, DEBIT_NOTE_KEY as KEY } from './domain/returns-endpoints';
import type {
  CustomerSale,
  DebitNoteAnswer,
  DebitNoteHeader,
  DebitNoteRequirements,
  DebitNoteSaveBody,
} from './domain/debit-note-types';

export const useDebitNoteList = (day: string) => useDayDocuments<DebitNoteHeader>(KEY, API.list, day);

/** The next number, the date, the customers with what each owes now, the taxes in force. */
export const useDebitNoteRequirements = () =>
  useDocumentRequirements<DebitNoteRequirements>(KEY, API.requirements, true);

/** The customer's bills a note may name. */
export const useCustomerSales = (customer: string) =>
  useQuery({
    enabled: customer !== '',
    queryKey: [KEY, 'sales', customer],
    queryFn: () => dataProvider.get<CustomerSale[]>(API.customerSales, customer).then((rows) => rows ?? []),
  });

export const useDebitNote = (recordId: string) => useOneDocument<DebitNoteAnswer>(KEY, API.get, recordId);

export const useSaveDebitNote = () =>
  useSaveDocument(KEY, API.save, (body: DebitNoteSaveBody) => ({ ...body }), 'settled');

export const useCancelDebitNote = () => useCancelDocument(KEY, API.remove);

export const usePrintDebitNote = () => useDocumentAction(KEY, API.print, 'settled');
