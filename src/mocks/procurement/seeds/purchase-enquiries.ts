import { format, subDays } from 'date-fns';
import { APPROVED, PENDING_APPROVAL } from '../../../modules/procurement/domain/approval-status';
import { nextEnquiryNumber } from '../../../modules/procurement/domain/purchase-numbers';
import type { SupplierAddress } from '../../../modules/procurement/enquiries/enquiry-types';
import type { RequirementLists } from '../../../modules/procurement/requests/requirement-masters';
import { addressFields, NO_ADDRESS } from '../enquiry-access';
import type { StoredEnquiry } from '../stored-enquiry';

/**
 * Three enquiries of the last days for the company's first items: two approved to two suppliers (one request for
 * quotes), one pending.
 */
const PLAN = [
  { daysAgo: 9, supplier: 0, status: APPROVED, items: [0, 1] },
  { daysAgo: 9, supplier: 1, status: APPROVED, items: [0, 1] },
  { daysAgo: 2, supplier: 2, status: PENDING_APPROVAL, items: [2] },
] as const;

export function purchaseEnquirySeed(
  companyCode: number,
  branchId: string,
  lists: RequirementLists,
  addresses: readonly SupplierAddress[],
  today = new Date(),
): StoredEnquiry[] {
  const { materials, suppliers } = lists;
  if (materials.length === 0 || suppliers.length < 3) return [];
  const numbers: string[] = [];
  return PLAN.map((plan, n) => {
    const dat = format(subDays(today, plan.daysAgo), 'yyyy-MM-dd');
    const seq = nextEnquiryNumber(dat, numbers);
    numbers.push(seq);
    const supplier = suppliers[plan.supplier]!;
    const chosen = addresses.find((row) => row.recordid === supplier.recordid) ?? emptyAddress(supplier.recordid);
    const recordId = n + 1;
    return {
      header: {
        recordId,
        seq,
        dat,
        validity: format(subDays(today, plan.daysAgo - 15), 'yyyy-MM-dd'),
        usr: 'ADMIN',
        vendorid: supplier.recordid,
        vendorname: supplier.supplier,
        addressName: chosen.addressname,
        ...addressFields(chosen),
        pos: plan.status,
        printCount: 0,
        mailCount: 0,
        branchId,
        customerCode: companyCode,
        salesorder: null,
      },
      lines: plan.items.map((index, k) => ({
        recordId,
        sno: k + 1,
        itemId: materials[index % materials.length]!.itemid,
        itemDescription: '',
        qty: 10 * (k + 1),
        uom: null,
      })),
      notes: [{ sno: 1, note: 'Please quote your best rates, delivered at our store.' }],
    };
  });
}

function emptyAddress(recordid: string): SupplierAddress {
  return { recordid, sno: 1, addressname: '', ...NO_ADDRESS };
}
