import { HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount } from '../../../lib/money/money';
import { formatDate } from '../../../lib/format/date-format';
import { formatMoney } from '../../../lib/money/money-format';
import { cashDifference, dayCloseProblems, expectedCash } from '../../../kits/billing/domain/day-close';
import { serverToday } from '../server-dates';
import type { BillingSession } from './billing-book';
import { wireDate } from '../server-dates';
import { dayWordOf, mayBill, posActivity, refusal, tableWordOf, text } from './billing-access';
import { writeDayClose, type DayClose } from './billing-store';
import { dayStatusOf } from './day-status';

type Row = Record<string, unknown>;

/**
 * setDayClose: the day's cash per the settlements, less sale returns' cash refunds, against the cash counted, stored
 * with the difference. Refused while tables are open or bills unsettled (dayCloseProblems), unless the manager (the
 * approve right) confirms; refused for a day already closed or not yet come.
 */
export async function closeDay(session: BillingSession, input: Row): Promise<Response> {
  const dat = wireDate(input.dat);
  if (!dat) return refusal('Give the day to close.');
  if (dat > serverToday()) return refusal(`${formatDate(dat)} has not come yet.`);
  const counted = Number(input.countedCash);
  if (!Number.isFinite(counted) || counted < 0 || !isRupeeAmount(counted))
    return refusal('Enter the cash counted in rupees (0 or more, at most two decimals).');
  const status = await dayStatusOf(session, dat);
  if (status.closed) return refusal(`The day ${formatDate(dat)} is already closed.`);
  const manager = mayBill(session, 'approve');
  const confirm = input.confirmOpen === true && manager;
  const problems = dayCloseProblems(status.openTables, status.unsettledBills, confirm, tableWordOf(session));
  if (problems.length > 0) {
    const why =
      input.confirmOpen === true && !manager
        ? ' Only a manager (the approve right) may close the day over them.'
        : ' Settle or close them, or a manager confirms closing anyway.';
    return refusal(`${problems.join(' ')}${why}`);
  }
  const difference = cashDifference(status.modes, counted, status.cashRefunds);
  const expected = fromPaise(expectedCash(status.modes, status.cashRefunds));
  const close: DayClose = {
    dat,
    countedCash: counted,
    expectedCash: expected,
    difference: fromPaise(difference),
    openTables: status.openTables,
    unsettledBills: status.unsettledBills,
    remarks: text(input.remarks),
    user: session.userName,
    at: new Date().toISOString(),
  };
  await writeDayClose(session.companyCode, close, session.book?.name);
  const word =
    difference === 0
      ? 'cash tallies'
      : difference > 0
        ? `cash over by ${formatMoney(difference)}`
        : `cash short by ${formatMoney(-difference)}`;
  await posActivity(
    session,
    'Day closed',
    dayWordOf(session),
    dat,
    `Day ${formatDate(dat)} closed: ${word}${close.openTables + close.unsettledBills > 0 ? ` with ${close.openTables} open ${tableWordOf(session)}s and ${close.unsettledBills} unsettled bills` : ''}`,
    expected,
    counted,
  );
  return HttpResponse.json({ result: 'OK', close });
}
