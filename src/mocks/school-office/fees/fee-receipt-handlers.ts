import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_ROUTES as API } from '../../../modules/school-office/domain/fd-routes';
import { cancelProblem } from '../../../modules/school-office/domain/fee-receipt-rules';
import type { FeeReceiptInput, FeeReceiptMode } from '../../../kits/school/fee-receipt-types';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { reportDate } from '../../core/server-dates';
import { feeReceiptsOf, writeFeeReceipt } from '../../core/school/fee-store';
import { takeBackFeeReceiptVoucher } from '../../core/school/school-postings';
import {
  headerOf,
  linesOf,
  logSchool,
  refusal,
  schoolSession,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { issueFeeReceipt } from '../../core/school/fee-receipt-save';

const SCREEN = FRONT_DESK.fdFeestra;

/** The save's body as issueFeeReceipt takes it (amounts as sent: the rules refuse what is not a rupee amount). */
function inputOf(body: Record<string, unknown>): FeeReceiptInput {
  const header = headerOf(body);
  return {
    admissionNo: text(header.admissionNo),
    mode: text(header.mode) as FeeReceiptMode,
    account: text(header.account),
    reference: text(header.reference),
    concessionReason: text(header.concessionReason),
    lines: linesOf(body).map((line) => ({
      dueId: text(line.dueId),
      paid: Number(line.paid ?? 0),
      concession: Number(line.concession ?? 0),
    })),
  };
}

/** Counts a copy: the first needs the print right (7), each later one the reprint right (8). */
async function print(request: Request, receiptNo: string): Promise<Response> {
  const first = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
  if (first instanceof Response) return first;
  const receipt = (await feeReceiptsOf(first.companyCode)).find((one) => one.receiptNo === receiptNo);
  if (!receipt) return refusal(`There is no receipt ${receiptNo}.`);
  const session = await schoolSession(
    request,
    SCREEN,
    receipt.printCount === 0 ? TRANSACTION.print : TRANSACTION.reprint,
    'write',
  );
  if (session instanceof Response) return session;
  return schoolWrite(request, session, async () => {
    const now = (await feeReceiptsOf(session.companyCode)).find((one) => one.receiptNo === receiptNo)!;
    if (now.status !== 'OPEN') return refusal(`Receipt ${receiptNo} is cancelled.`);
    await writeFeeReceipt(session.companyCode, { ...now, printCount: now.printCount + 1 });
    await logSchool(
      session,
      'frontdesk',
      now.printCount === 0 ? 'Print' : 'Reprint',
      'Fee receipt',
      receiptNo,
      `Copy ${now.printCount + 1}`,
    );
    return HttpResponse.json({ result: 'OK' });
  });
}

/**
 * Cancels a receipt: kept, marked, its voucher taken back; refused while a later open receipt settles the same dues.
 */
async function cancel(session: DemoSession, receiptNo: string, reason: string): Promise<Response> {
  const receipts = await feeReceiptsOf(session.companyCode);
  const receipt = receipts.find((one) => one.receiptNo === receiptNo);
  if (!receipt) return refusal(`There is no receipt ${receiptNo}.`);
  const problem = cancelProblem(receipt, receipts);
  if (problem) return refusal(problem);
  if (!reason) return refusal('Give the reason for cancelling the receipt.');
  await writeFeeReceipt(session.companyCode, {
    ...receipt,
    status: 'CANCELLED',
    cancelReason: reason,
    cancelledBy: session.userName,
  });
  await takeBackFeeReceiptVoucher(session.companyCode, receipt);
  await logSchool(session, 'frontdesk', 'Cancel', 'Fee receipt', receiptNo, reason, receipt.amount);
  return HttpResponse.json({ result: 'OK', seq: receiptNo });
}

/** Fee receipts' routes: the period's list and one (view), save (create 1), print (7/8), cancel (delete 3). */
export const feeReceiptHandlers = [
  http.post(`*/${API.feeReceipts}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    const from = reportDate(body.frmDate) ?? '0000-01-01';
    const to = reportDate(body.toDate) ?? '9999-12-31';
    const rows = (await feeReceiptsOf(session.companyCode)).filter(
      (receipt) => receipt.date >= from && receipt.date <= to,
    );
    return HttpResponse.json(rows.sort((a, b) => b.receiptNo.localeCompare(a.receiptNo)));
  }),
  http.post(`*/${API.feeReceipt}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const receiptNo = text((await readJson(request)).recordId);
    return HttpResponse.json(
      (await feeReceiptsOf(session.companyCode)).find((one) => one.receiptNo === receiptNo) ?? null,
    );
  }),
  http.post(`*/${API.saveFeeReceipt}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const input = inputOf(await readJson(request));
    return schoolWrite(request, session, async () => {
      const receipt = await issueFeeReceipt(session, input);
      if (typeof receipt === 'string') return refusal(receipt);
      return HttpResponse.json({ result: 'OK', seq: receipt.receiptNo, recordId: receipt.receiptNo });
    });
  }),
  http.post(`*/${API.printFeeReceipt}`, async ({ request }) =>
    print(request, text((await readJson(request)).recordId)),
  ),
  http.post(`*/${API.cancelFeeReceipt}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return schoolWrite(request, session, () => cancel(session, text(body.recordId), text(body.detail).slice(0, 200)));
  }),
];
