import type { FeeReceipt, FeeReceiptInput } from '../../../modules/frontdesk/domain/fee-types';
import type { DemoSession } from '../../core/sessions/auth';

/**
 * Owned by WP1 (issue 20, fees): a stub with the final signature until the fees builder lands. Issues a fee receipt
 * dated today for the pupil's dues: checks the lines against the ledger (feeReceiptProblems; a concession needs the
 * session's approve right on fd-feestra and a reason), computes each line's late fine, numbers it REC<yyyy>-NNNNN,
 * stores it and posts its voucher (postFeeReceiptVoucher). Answers the receipt, or the refusal. SetFDFeeReceipt saves
 * through it; the library's and the penalties' "collect now" call it too. Call inside schoolWrite.
 */
export async function issueFeeReceipt(session: DemoSession, input: FeeReceiptInput): Promise<FeeReceipt | string> {
  void session;
  void input;
  return 'Fee collection is not available yet.';
}
