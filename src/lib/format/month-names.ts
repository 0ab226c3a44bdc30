/** The months' English names, January first: `MONTH_NAMES[m - 1]` names month m. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'May 2026' for a month written yyyy-MM (or a day of it); the text itself where it names no month. */
export const monthYearName = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
