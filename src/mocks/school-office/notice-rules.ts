import { formatDate } from '../../lib/format/date-format';
import { sumPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { FRONT_DESK } from '../../menus/catalogue/front-desk';
import type { FeeLedger } from '../../modules/school-office/domain/fee-ledger-types';
import type { NoticeRule, RaisedNotice } from '../core/notices/notice-rule';
import { feeBooksOf, ledgerFrom } from '../core/school/fee-ledger-source';

const pupils = (count: number) => `${count} ${count === 1 ? 'pupil owes' : 'pupils owe'}`;

/**
 * The school's overdue fees in one notice: the pupils with a due whose date has passed (before today) and that is
 * not paid off, and what they owe on those dues. It stands as one notice while any is owed; its key names the
 * latest due date passed, so the next due date passing unpaid is news again.
 */
export function feesOverdueNotices(ledgers: readonly FeeLedger[], today: string): RaisedNotice[] {
  const owed = ledgers
    .map((ledger) => ledger.rows.filter((row) => row.dueDate < today && row.balance > 0))
    .filter((rows) => rows.length > 0);
  const overdue = owed.flat();
  if (overdue.length === 0) return [];
  const amount = formatMoney(sumPaise(overdue.map((row) => row.balance)));
  const latest = overdue.reduce((last, row) => (row.dueDate > last ? row.dueDate : last), '');
  return [
    {
      id: latest,
      title: 'Fees overdue',
      text: `${pupils(owed.length)} ₹ ${amount} due by ${formatDate(latest)} or before`,
      at: latest,
      tone: 'warning',
    },
  ];
}

/** Fees overdue, for those who collect them (create on fee collections). */
export const SCHOOL_OFFICE_NOTICE_RULES: readonly NoticeRule[] = [
  {
    kind: 'school.fees-overdue',
    icon: 'fees',
    screens: [FRONT_DESK.fdFeestra],
    transaction: 'create',
    async raise({ companyCode, today }) {
      const books = await feeBooksOf(companyCode);
      return feesOverdueNotices(
        books.students.map((student) => ledgerFrom(books, student.admissionNo, today)),
        today,
      );
    },
  },
];
