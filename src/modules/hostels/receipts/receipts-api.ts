import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { type DueBill, type HostelReceipt, type ReceiptRequirements } from '../domain/hostel-receipt-types';
import { HOSTEL_ENDPOINTS as API, HOSTEL_KEY } from '../domain/hostel-endpoints';

export const useReceipts = (from: string, to: string) =>
  useQuery({
    queryKey: [HOSTEL_KEY, 'receipts', from, to],
    queryFn: () =>
      dataProvider
        .report<HostelReceipt[] | null>(API.receipts, { frmDate: from, toDate: to })
        .then((rows) => rows ?? []),
  });

export const useReceiptRequirements = () =>
  useQuery({
    queryKey: [HOSTEL_KEY, 'receipt-requirements'],
    queryFn: () => dataProvider.report<ReceiptRequirements>(API.receiptRequirements, {}),
  });

/** The occupant's bills with something due, oldest first. */
export const useDueBills = (occupantKey: string) =>
  useQuery({
    enabled: occupantKey !== '',
    queryKey: [HOSTEL_KEY, 'due-bills', occupantKey],
    queryFn: () =>
      dataProvider.report<DueBill[] | null>(API.dueBills, { detail: occupantKey }).then((rows) => rows ?? []),
  });

export const useReceipt = (receiptNo: string) =>
  useQuery({
    queryKey: [HOSTEL_KEY, 'receipt', receiptNo],
    queryFn: () => dataProvider.get<HostelReceipt>(API.receipt, receiptNo),
  });
