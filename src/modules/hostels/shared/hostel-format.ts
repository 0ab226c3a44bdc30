import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { monthName } from '../domain/hostel-dates';

/** Rupees as the wire carries them, shown with Indian grouping and two decimals. */
export const rupees = (amount: number) => formatMoney(toPaise(amount));

/** The months offered to bill or charge: the current one and the eleven before it, newest first. */
export function recentMonths(currentMonth: string, count = 12): Array<{ value: string; label: string }> {
  let year = Number(currentMonth.slice(0, 4));
  let month = Number(currentMonth.slice(5, 7));
  const months: Array<{ value: string; label: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    months.push({ value, label: monthName(value) });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}
