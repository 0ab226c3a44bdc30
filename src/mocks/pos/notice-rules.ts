import { RESTAURANT_BOOK } from '../../kits/billing/domain/billing-book';
import type { NoticeRule } from '../core/notices/notice-rule';
import { unsettledBillsRule } from '../core/notices/unsettled-bills';

/** The restaurant's bills left unsettled on a day not yet closed, for those who may settle them. */
export const POS_NOTICE_RULES: readonly NoticeRule[] = [
  unsettledBillsRule('pos.unsettled-bills', RESTAURANT_BOOK.screens, RESTAURANT_BOOK.billWord),
];
