import type { NoticeRule } from '../core/notices/notice-rule';
import { unsettledBillsRule } from '../core/notices/unsettled-bills';
import { TAKEAWAY_SERVER_BOOK } from './takeaway-server-book';

/** The take-away counter's bills left unsettled on a day not yet closed, for those who may settle them. */
export const TAKEAWAY_NOTICE_RULES: readonly NoticeRule[] = [
  unsettledBillsRule(
    'takeaway.unsettled-bills',
    TAKEAWAY_SERVER_BOOK.screens,
    TAKEAWAY_SERVER_BOOK.billWord,
    TAKEAWAY_SERVER_BOOK,
  ),
];
