import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';
import {
  CHECKOUT_KEY,
  COMPANY_BILL_ENDPOINTS as API,
  type CompanyBill,
  type CompanyBillRequirements,
  type CompanyReceipt,
  type CompanyReceiptHeader,
  type CompanyReceiptLine,
} from './domain/checkout-types';

const key = (...parts: string[]) => [FO_SHARED_KEY, CHECKOUT_KEY, 'company', ...parts];

/** The amounts billed to companies, oldest first: one company's ('' every company), pending only or all. */
export const useCompanyBills = (company: string, pendingOnly: boolean) =>
  useQuery({
    queryKey: key('bills', company, String(pendingOnly)),
    queryFn: () =>
      dataProvider
        .report<CompanyBill[] | null>(API.list, { detail: company, recordId: pendingOnly ? 'PENDING' : 'ALL' })
        .then((rows) => rows ?? []),
  });

export const useCompanyBillRequirements = () =>
  useQuery({
    queryKey: key('requirements'),
    queryFn: () => dataProvider.report<CompanyBillRequirements>(API.requirements, {}),
  });

/** Every company receipt, newest first. */
export const useCompanyReceipts = () =>
  useQuery({
    queryKey: key('receipts'),
    queryFn: () => dataProvider.report<CompanyReceipt[] | null>(API.receipts, {}).then((rows) => rows ?? []),
  });

export const useCompanyReceipt = (receiptNo: string) =>
  useQuery({
    queryKey: key('receipt', receiptNo),
    queryFn: () => dataProvider.get<CompanyReceipt>(API.receipt, receiptNo),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [FO_SHARED_KEY] });
}

export function useReceiveFromCompany() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      header,
      lines,
      idempotencyKey,
    }: {
      header: CompanyReceiptHeader;
      lines: CompanyReceiptLine[];
      idempotencyKey: string;
    }) => dataProvider.write(API.receive, { header, lines, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}

/** Counts a print (7) or reprint (8) of a company receipt. */
export function usePrintCompanyReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (receiptNo: string) => dataProvider.action(API.printReceipt, receiptNo),
    onSuccess: refresh,
  });
}
