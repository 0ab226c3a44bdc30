import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { type BillingPreview, type HostelBill } from '../domain/hostel-bill-types';
import { HOSTEL_ENDPOINTS as API, HOSTEL_KEY } from '../domain/hostel-endpoints';

/** What a run would bill for the month now, and the month's bills ('' asks for the current month). */
export const useBillingPreview = (month: string) =>
  useQuery({
    queryKey: [HOSTEL_KEY, 'billing', month],
    queryFn: () => dataProvider.report<BillingPreview>(API.billingPreview, { detail: month }),
  });

export const useBill = (billNo: string) =>
  useQuery({ queryKey: [HOSTEL_KEY, 'bill', billNo], queryFn: () => dataProvider.get<HostelBill>(API.bill, billNo) });
