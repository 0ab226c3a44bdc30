import type { ReportColumn } from '../../../../engine/report/report';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A day as a weekly sheet's column heading: 'Mon 02 Mar'. */
export function dayHeading(dat: string): string {
  const weekday = new Date(`${dat}T00:00:00Z`).getUTCDay();
  return `${WEEKDAYS[weekday]} ${dat.slice(8, 10)} ${MONTHS[Number(dat.slice(5, 7)) - 1]}`;
}

/** The columns with the day columns (d1...d7) labelled by the days they stand for. */
export function labelWeek(columns: readonly ReportColumn[], days: readonly string[]): ReportColumn[] {
  return columns.map((column) => {
    const match = /^d(\d)$/.exec(column.name);
    const dat = match ? days[Number(match[1]) - 1] : undefined;
    return dat ? { ...column, label: dayHeading(dat) } : column;
  });
}
