import { toPaise } from '../../lib/money/money';
import { receiptsOf } from '../core/inward/receipt-store';
import { valuePaise } from './inward/mir-views';
import { mirTestsOf } from '../core/stock/mir-store';

/**
 * The approved goods-receipt tests of a period (by approval day) as the supplier
 * rating reads them, one per lot, for the QC dashboard and our reports. Values in paise (qty × the receipt's rate).
 */
export interface MirResult {
  mir: string;
  dat: string;
  supplierId: string;
  supplierName: string;
  itemId: string;
  testedPaise: number;
  rectifiedPaise: number;
  rejectedPaise: number;
  /** Ours: the lot, its item's name, the quantities (the receipt's unit), the test, its cost and comments. */
  sno: number;
  itemName: string;
  qty: number;
  um: string;
  checkedQty: number;
  rectifiedQty: number;
  rejectedQty: number;
  rectificationCostPaise: number;
  testName: string;
  comments: string;
  returnSeq: string;
  creditNoteSeq: string;
}

export async function mirResults(companyCode: number, from: string, to: string): Promise<MirResult[]> {
  const tests = (await mirTestsOf(companyCode)).filter(
    (test) => test.approvedOn !== null && test.approvedOn >= from && test.approvedOn <= to,
  );
  if (tests.length === 0) return [];
  const receipts = new Map(
    (await receiptsOf(companyCode)).map((receipt) => [Number(receipt.header.recordId), receipt]),
  );
  return tests.flatMap((test) => {
    const receipt = receipts.get(test.recordId);
    if (!receipt) return [];
    return test.lots.flatMap((lot) => {
      const line = receipt.lines.find((one) => one.sno === lot.sno);
      if (!line) return [];
      return [
        {
          mir: receipt.header.seq,
          dat: test.approvedOn!,
          supplierId: receipt.header.vendorid,
          supplierName: receipt.header.vendorname,
          itemId: line.itemId,
          testedPaise: valuePaise(lot.checkedQty, line.rat),
          rectifiedPaise: valuePaise(lot.rectifiedQty, line.rat),
          rejectedPaise: valuePaise(lot.rejectedQty, line.rat),
          sno: lot.sno,
          itemName: line.itemName,
          qty: line.qty,
          um: line.um,
          checkedQty: lot.checkedQty,
          rectifiedQty: lot.rectifiedQty,
          rejectedQty: lot.rejectedQty,
          rectificationCostPaise: toPaise(lot.rectificationCost),
          testName: lot.testName,
          comments: lot.comments,
          returnSeq: test.returnSeq,
          creditNoteSeq: test.creditNoteSeq,
        },
      ];
    });
  });
}
