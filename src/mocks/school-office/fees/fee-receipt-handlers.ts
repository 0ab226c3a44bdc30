import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_ROUTES as API } from '../../../modules/school-office/domain/fd-routes';
import { cancelProblem } from '../../../modules/school-office/domain/fee-receipt-rules';
import type { FeeReceipt, FeeReceiptInput, FeeReceiptMode } from '../../../kits/school/fee-receipt-types';
import { readJson } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { receiptBookHandlers, type ReceiptBook } from '../../core/receipts/receipt-book-handlers';
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

const book: ReceiptBook<FeeReceipt> = {
  screen: SCREEN,
  routes: { list: API.feeReceipts, one: API.feeReceipt, print: API.printFeeReceipt, cancel: API.cancelFeeReceipt },
  receiptsOf: feeReceiptsOf,
  writeReceipt: writeFeeReceipt,
  text,
  logCopy: (session, action, receiptNo, detail) =>
    logSchool(session, 'frontdesk', action, 'Fee receipt', receiptNo, detail),
  cancel,
};

/** Fee receipts' routes: the period's list and one (view), save (create 1), print (7/8), cancel (delete 3). */
export const feeReceiptHandlers = [
  ...receiptBookHandlers(book),
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
];
