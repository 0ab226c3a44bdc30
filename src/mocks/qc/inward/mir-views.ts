import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { fromPaise, toPaise } from '../../../lib/money/money';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import type { MirLot, MirQcDetail, MirRequirements, MirWaiting } from '../../../modules/qc/domain/mir-types';
import { receiptOf, receiptsOf, receiptStands } from '../../core/inward/receipt-store';
import { mirTestOf, mirTestsOf, type StoredLot, type StoredMirTest } from '../../core/stock/mir-store';
import { materialTests } from './mir-test-save';

/** The goods receipts waiting for quality control (qcCheck 1, not cancelled), oldest first, with their QC so far. */
export async function waitingReceipts(
  companyCode: number,
): Promise<Array<{ receipt: ReceiptBody; test: StoredMirTest | undefined }>> {
  const [receipts, tests] = await Promise.all([receiptsOf(companyCode), mirTestsOf(companyCode)]);
  const byId = new Map(tests.map((test) => [test.recordId, test]));
  return receipts
    .filter((receipt) => receipt.header.qcCheck === 1 && receiptStands(receipt))
    .sort((a, b) => a.header.dat.localeCompare(b.header.dat) || Number(a.header.recordId) - Number(b.header.recordId))
    .map((receipt) => ({ receipt, test: byId.get(Number(receipt.header.recordId)) }));
}

const result = (lot: StoredLot | undefined): MirLot['result'] => {
  if (!lot) return null;
  return {
    testId: lot.testId,
    testName: lot.testName,
    checkedQty: lot.checkedQty,
    rectifiedQty: lot.rectifiedQty,
    rectificationCost: lot.rectificationCost,
    rejectedQty: lot.rejectedQty,
    comments: lot.comments,
    username: lot.username,
    dat: lot.dat,
  };
};

/** `GetQCMaterialRequirements`: the receipts waiting, their lots (unit in `branchId`) and the raw material tests. */
export async function mirRequirements(companyCode: number): Promise<MirRequirements> {
  const waiting = await waitingReceipts(companyCode);
  const headers: MirWaiting[] = waiting.map(({ receipt: { header, lines }, test }) => ({
    recordId: Number(header.recordId),
    seq: header.seq,
    dat: header.dat,
    vendorid: header.vendorid,
    vendorname: header.vendorname,
    invoiceno: header.invoiceno,
    lots: lines.length,
    tested: lines.filter((line) => test?.lots.some((lot) => lot.sno === line.sno)).length,
  }));
  const lines: MirLot[] = waiting.flatMap(({ receipt: { header, lines: receiptLines }, test }) =>
    receiptLines.map((line) => ({
      recordId: Number(header.recordId),
      sno: line.sno,
      itemId: line.itemId,
      itemName: line.itemName,
      qty: line.qty,
      branchId: line.um,
      rat: line.rat,
      result: result(test?.lots.find((lot) => lot.sno === line.sno)),
    })),
  );
  return { headers, lines, tests: await materialTests(companyCode) };
}

export const valuePaise = (qty: number, rat: number) => multiplyByQuantity(toPaise(rat), qty);

/** `GetCompleteMIRQCDetails`: every line of the receipt with its result (zeros where untested). */
export async function mirDetails(companyCode: number, recordId: number): Promise<MirQcDetail[]> {
  const receipt = await receiptOf(companyCode, recordId);
  if (!receipt) return [];
  const test = await mirTestOf(companyCode, recordId);
  return receipt.lines.map((line) => {
    const lot = test?.lots.find((one) => one.sno === line.sno);
    return {
      recordid: recordId,
      sno: line.sno,
      itemid: line.itemId,
      itemname: line.itemName,
      qty: line.qty,
      checkedqty: lot?.checkedQty ?? 0,
      rat: line.rat,
      testname: lot?.testName ?? '',
      username: lot?.username ?? '',
      comments: lot?.comments ?? '',
      rectifiedqty: lot?.rectifiedQty ?? 0,
      rectifiedvalue: fromPaise(valuePaise(lot?.rectifiedQty ?? 0, line.rat)),
      rejectedqty: lot?.rejectedQty ?? 0,
      rejectedvalue: fromPaise(valuePaise(lot?.rejectedQty ?? 0, line.rat)),
    };
  });
}
