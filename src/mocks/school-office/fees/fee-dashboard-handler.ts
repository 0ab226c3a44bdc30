import { http, HttpResponse } from 'msw';
import type { DashboardData } from '../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceiptMode } from '../../../kits/school/fee-receipt-types';
import { standardRank, TERMS } from '../../../kits/school/school-year';
import { FRONTDESK_DASHBOARDS } from '../../../modules/school-office/frontdesk-dashboards';
import { authorise } from '../../core/sessions/authorise';
import { feeBooksOf, ledgerFrom } from '../../core/school/fee-ledger-source';
import { schoolToday } from '../../core/school/school-session';

const DASHBOARD = FRONTDESK_DASHBOARDS[0]!;
const rupees = (values: readonly number[]) => fromPaise(sumPaise(values.map(toPaise)));

/** The front desk dashboard from the pupils, the fee receipts and every pupil's fee ledger as on today. */
export const feeDashboardHandler = http.post(`*/${DASHBOARD.endpoint}`, async ({ request }) => {
  const session = await authorise(request, DASHBOARD.screen.code!, 'read');
  if (session instanceof Response) return session;
  const today = schoolToday();
  const books = await feeBooksOf(session.companyCode);
  const onRoll = books.students.filter((student) => student.active);
  const open = books.receipts.filter((receipt) => receipt.status === 'OPEN');
  const thisMonth = open.filter((receipt) => receipt.date.slice(0, 7) === today.slice(0, 7) && receipt.date <= today);
  const ledgers = onRoll.map((student) => ledgerFrom(books, student.admissionNo, today));
  const owing = ledgers.filter((ledger) => ledger.totals.balance > 0);
  const classes = new Map<string, number>();
  for (const student of onRoll) classes.set(student.className, (classes.get(student.className) ?? 0) + 1);
  const data: DashboardData = {
    cards: {
      students: onRoll.length,
      transport: onRoll.filter((student) => student.transport).length,
      receivedToday: rupees(open.filter((receipt) => receipt.date === today).map((receipt) => receipt.amount)),
      receivedThisMonth: rupees(thisMonth.map((receipt) => receipt.amount)),
      concessionsThisMonth: rupees(thisMonth.map((receipt) => receipt.concession)),
      pending: fromPaise(sumPaise(owing.map((ledger) => ledger.totals.balance))),
      pupilsOwing: owing.length,
    },
    charts: {
      byClass: [...classes]
        .sort(([a], [b]) => standardRank(a) - standardRank(b))
        .map(([label, value]) => ({ label, value })),
      pendingByTerm: TERMS.map((term) => ({
        label: `Term ${term.slice(1)}`,
        value: fromPaise(
          sumPaise(
            owing.flatMap((ledger) =>
              ledger.rows.filter((row) => row.term === term && row.balance > 0).map((row) => row.balance),
            ),
          ),
        ),
      })),
      receivedByMode: (Object.keys(FEE_RECEIPT_MODE_LABELS) as FeeReceiptMode[])
        .map((mode) => ({
          label: FEE_RECEIPT_MODE_LABELS[mode],
          value: rupees(thisMonth.filter((receipt) => receipt.mode === mode).map((receipt) => receipt.amount)),
        }))
        .filter((point) => point.value !== 0),
    },
  };
  return HttpResponse.json(data);
});
