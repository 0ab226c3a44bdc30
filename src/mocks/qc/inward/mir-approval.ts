import { HttpResponse } from 'msw';
import { formatDate } from '../../../lib/format/date-format';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { TransactionType } from '../../../kits/stock/stock-row';
import type { ReceiptBody } from '../../../kits/inward/receipt-types';
import { approvalProblem } from '../../../modules/qc/domain/mir-test-rules';
import { replaceStockRows } from '../../core/stock/stock-store';
import { receiptItems } from '../../core/inward/receipt-context';
import { receiptGins, receiptStockRows } from '../../core/inward/receipt-stock';
import { receiptOf, receiptStands, storeReceipt } from '../../core/inward/receipt-store';
import { returnOf } from '../../core/inward/return-store';
import { mirTestOf, storeMirTest } from '../../core/stock/mir-store';
import { purchaseDocuments } from '../../core/inward/purchase-documents';

const refuse = (result: string) => HttpResponse.json({ result });
const DESCR = 'Added material after Quality verification';

/** A procurement save's answer: its number, or its refusal in its words. */
async function outcome(response: Response): Promise<{ seq: string; recordId: number } | { refusal: string }> {
  const answer = (await response.json()) as {
    result?: string;
    seq?: string;
    recordId?: number;
    title?: string;
    errors?: Record<string, string[]>;
  };
  if (answer.result === 'OK') return { seq: String(answer.seq), recordId: Number(answer.recordId) };
  return {
    refusal: answer.result ?? [answer.title, ...Object.values(answer.errors ?? {}).flat()].filter(Boolean).join(' '),
  };
}

/** Undo the stock and the receipt's fresh lots when a later step is refused. */
async function undo(companyCode: number, receipt: ReceiptBody, approvedDay: string) {
  await replaceStockRows(companyCode, receipt.header.seq, [TransactionType.RECEIPT], [], approvedDay);
  await storeReceipt(companyCode, receipt);
}

/**
 * `SetQCMIRApproval` (one queued write): the receipt's qcCheck becomes −1; every line enters stock (type 1, qty ×
 * conversion, on a fresh GIN written back to the line, "Added material after Quality verification"); the rejected
 * quantities go back as one purchase return (rejected × rate); the rectification costs come back as one credit note.
 */
export async function approveMir(
  companyCode: number,
  recordId: number,
  user: string,
  today: string,
): Promise<Response> {
  const receipt = await receiptOf(companyCode, recordId);
  if (!receipt || !receiptStands(receipt)) return refuse('Choose a goods receipt waiting for quality control.');
  const test = await mirTestOf(companyCode, recordId);
  if (test?.approvedOn)
    return refuse(
      `Goods receipt ${receipt.header.seq} was approved by quality control on ${formatDate(test.approvedOn)}.`,
    );
  if (receipt.header.qcCheck !== 1)
    return refuse(`Goods receipt ${receipt.header.seq} does not wait for quality control.`);
  const tested = new Map((test?.lots ?? []).map((lot) => [lot.sno, lot]));
  const missing = approvalProblem(receipt.header.seq, receipt.lines, new Set(tested.keys()));
  if (missing || !test) return refuse(missing ?? 'Test the lots first.');
  const day = today < receipt.header.dat ? receipt.header.dat : today;
  const gins = await receiptGins(companyCode, day, receipt.lines, []);
  const lines = receipt.lines.map((line, index) => ({ ...line, gin: gins[index]! }));
  const units = new Map([...(await receiptItems(companyCode))].map(([id, item]) => [id, item.unit]));
  const header = { ...receipt.header, qcCheck: -1 };
  const rows = receiptStockRows({ ...header, dat: day }, lines, units).map((row) => ({ ...row, descr: DESCR }));
  await replaceStockRows(companyCode, header.seq, [TransactionType.RECEIPT], rows, null);
  await storeReceipt(companyCode, { ...receipt, header, lines });
  let returnSeq = '';
  let returnId = 0;
  const rejected = lines.filter((line) => (tested.get(line.sno)?.rejectedQty ?? 0) > 0);
  if (rejected.length > 0) {
    const body = {
      header: { dat: day, refMir: recordId, vendorid: header.vendorid, baseamt: 0, taxes: 0, totalAmt: 0 },
      lines: rejected.map((line) => ({
        itemId: line.itemId,
        batchno: line.batchno,
        manudate: line.manudate,
        expdate: line.expdate,
        qty: tested.get(line.sno)!.rejectedQty,
        mrp: line.mrp,
        rat: line.rat,
        branchId: line.gin,
      })),
      taxes: [],
      traCheck: 1 as const,
    };
    const made = await outcome(await purchaseDocuments().saveReturn(companyCode, body, user));
    if ('refusal' in made) {
      await undo(companyCode, receipt, day);
      return refuse(`The purchase return of the rejected goods was refused: ${made.refusal}`);
    }
    returnSeq = made.seq;
    returnId = made.recordId;
  }
  let creditNoteSeq = '';
  const costPaise = sumPaise(test.lots.map((lot) => toPaise(lot.rectificationCost)));
  if (costPaise > 0) {
    const note = {
      dat: day,
      transactionId: String(recordId),
      transactionType: 'PCR' as const,
      vendorid: header.vendorid,
      amt: fromPaise(costPaise),
      descriptio: 'Rectification cost from Quality Department',
    };
    const made = await outcome(await purchaseDocuments().saveCreditNote(companyCode, note));
    if ('refusal' in made) {
      const back = returnId ? await returnOf(companyCode, returnId) : undefined;
      if (back) await purchaseDocuments().cancelReturn(companyCode, back);
      await undo(companyCode, receipt, day);
      return refuse(`The credit note for the rectification cost was refused: ${made.refusal}`);
    }
    creditNoteSeq = made.seq;
  }
  await storeMirTest(companyCode, { ...test, approvedOn: day, approvedBy: user, returnSeq, creditNoteSeq });
  return HttpResponse.json({ recordId, seq: header.seq, returnSeq, creditNoteSeq, result: 'OK' });
}
