import { HttpResponse } from 'msw';
import { lotProblems } from '../../../modules/qc/domain/mir-test-rules';
import type { MirTestBody } from '../../../modules/qc/domain/mir-types';
import { validationAnswer } from '../../core/read-json';
import { receiptOf, receiptStands } from '../../core/inward/receipt-store';
import { rowsOf } from '../../core/inward/receipt-context';
import { mirTestOf, storeMirTest, type StoredLot } from '../../core/stock/mir-store';

const refuse = (result: string) => HttpResponse.json({ result });
const num = (value: unknown) => (value === '' || value === null || value === undefined ? Number.NaN : Number(value));

/** The raw material (MAT) tests of the company: code and name. */
export async function materialTests(companyCode: number): Promise<Array<{ recordId: string; testname: string }>> {
  return (await rowsOf('qc.raw-material-tests', companyCode)).map((row) => ({
    recordId: String(row.recordId),
    testname: String(row.testname),
  }));
}

/**
 * `SetQCMaterial`: the results of one test on lots of one goods receipt waiting for QC. Every lot checked at most what
 * it received, rejected + rectified at most what was checked (refused beside the field, naming lot and item). A lot
 * tested again before the approval takes the new result.
 */
export async function saveMirTest(
  companyCode: number,
  body: MirTestBody,
  user: string,
  today: string,
): Promise<Response> {
  const tests = await materialTests(companyCode);
  const test = tests.find((one) => one.recordId === String(body.header?.testid ?? ''));
  const problems: Record<string, string> = {};
  if (!test) problems.testid = 'Choose the raw material test used.';
  const lines = Array.isArray(body.lines) ? body.lines : [];
  if (lines.length === 0) problems.lines = 'Enter the result of at least one lot.';
  const recordId = Number(lines[0]?.transactionId);
  const receipt = Number.isInteger(recordId) ? await receiptOf(companyCode, recordId) : undefined;
  if (lines.length > 0 && (!receipt || !receiptStands(receipt)))
    return refuse('Choose a goods receipt waiting for quality control.');
  if (!receipt) return validationAnswer(problems);
  if (receipt.header.qcCheck !== 1) {
    const done = await mirTestOf(companyCode, recordId);
    return refuse(
      done?.approvedOn
        ? `Goods receipt ${receipt.header.seq} is already approved by quality control.`
        : `Goods receipt ${receipt.header.seq} does not wait for quality control.`,
    );
  }
  const results: StoredLot[] = [];
  lines.forEach((line, index) => {
    const lot = receipt.lines.find((one) => one.sno === Number(line.lotno));
    if (Number(line.transactionId) !== recordId || !lot) {
      problems[`lines.${index}.lotno`] = `Lot ${String(line.lotno)} is not one of goods receipt ${receipt.header.seq}.`;
      return;
    }
    const check = {
      sno: lot.sno,
      itemName: lot.itemName,
      received: lot.qty,
      checked: num(line.checkedQty),
      rectified: num(line.rectifiedQty ?? 0),
      rejected: num(line.rejectedQty ?? 0),
      rectificationCost: num(line.rectificationCost ?? 0),
    };
    for (const [field, message] of Object.entries(lotProblems(check))) problems[`lines.${index}.${field}`] = message;
    results.push({
      sno: lot.sno,
      testId: test?.recordId ?? '',
      testName: test?.testname ?? '',
      checkedQty: check.checked,
      rectifiedQty: check.rectified,
      rectificationCost: check.rectificationCost,
      rejectedQty: check.rejected,
      comments: String(line.comments ?? '')
        .trim()
        .slice(0, 200),
      username: user,
      dat: today,
    });
  });
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const stored = (await mirTestOf(companyCode, recordId)) ?? {
    recordId,
    seq: receipt.header.seq,
    lots: [],
    approvedOn: null,
    approvedBy: '',
    returnSeq: '',
    creditNoteSeq: '',
  };
  const kept = stored.lots.filter((lot) => !results.some((result) => result.sno === lot.sno));
  await storeMirTest(companyCode, { ...stored, lots: [...kept, ...results].sort((a, b) => a.sno - b.sno) });
  return HttpResponse.json({ recordId, seq: receipt.header.seq, result: 'OK' });
}
