import { fromPaise, toPaise } from '../../../lib/money/money';
import { APPROVED } from '../../../modules/procurement/domain/approval-status';
import { nextQuotationNumber } from '../../../modules/procurement/domain/purchase-numbers';
import { quotationTotals } from '../../../modules/procurement/quotations/quotation-totals';
import type { RequirementLists } from '../../../modules/procurement/requests/requirement-masters';
import { addressFields } from '../enquiry-access';
import type { StoredEnquiry } from '../stored-enquiry';
import type { StoredQuotation } from '../stored-quotation';

/**
 * Rates (rupees) the two suppliers of the first starting enquiries quote for its items, so the comparison has a
 * cheapest.
 */
const RATES = [
  [48.5, 112],
  [46.25, 118.75],
];
const TAXES = [
  { taxCode: 'GST5-C', taxPer: 2.5 },
  { taxCode: 'GST5-S', taxPer: 2.5 },
];

/** One approved quotation for each of the first two approved starting enquiries. */
export function purchaseQuotationSeed(enquiries: readonly StoredEnquiry[], lists: RequirementLists): StoredQuotation[] {
  const names = new Map(lists.materials.map((item) => [item.itemid, item.itemname]));
  const numbers: string[] = [];
  return enquiries
    .filter((enquiry) => enquiry.header.pos === APPROVED)
    .slice(0, RATES.length)
    .map(({ header: enquiry, lines }, n) => {
      const recordId = n + 1;
      const seq = nextQuotationNumber(enquiry.dat, numbers);
      numbers.push(seq);
      const quoted = lines.map((line, k) => ({
        recordId,
        sno: line.sno,
        itemId: line.itemId,
        itemName: names.get(line.itemId) ?? line.itemId,
        itemDescription: line.itemDescription,
        qty: line.qty,
        leadDays: 3 + n * 2 + k,
        um: line.uom ?? '',
        rat: RATES[n]![k % 2]!,
      }));
      const totals = quotationTotals({
        lines: quoted.map((line) => ({ qty: line.qty, ratePaise: toPaise(line.rat) })),
        taxes: TAXES,
        discountPaise: 0,
        othersPaise: 0,
      });
      return {
        header: {
          recordId,
          seq,
          dat: enquiry.dat,
          validity: enquiry.validity,
          purchaseType: 'LOCAL',
          refQuotationId: enquiry.recordId,
          refQuotation: enquiry.seq,
          reference: `Q-${100 + n}`,
          vendorid: enquiry.vendorid,
          vendorname: enquiry.vendorname,
          ...addressFields(enquiry),
          baseamt: fromPaise(totals.basePaise),
          discount: 0,
          taxes: fromPaise(totals.taxesPaise),
          others: 0,
          totalAmt: fromPaise(totals.totalPaise),
          pos: APPROVED,
          approvedUsr: null,
          approvedDat: null,
          usr: 'ADMIN',
          branchId: enquiry.branchId,
          customerCode: enquiry.customerCode,
          salesorder: null,
        },
        lines: quoted,
        taxes: totals.taxes.map((tax, k) => ({
          sno: k + 1,
          taxCode: tax.taxCode,
          taxPer: tax.taxPer,
          taxValue: fromPaise(tax.valuePaise),
        })),
        terms: [{ sno: 1, term: 'Delivery at your store.' }],
      };
    });
}
