import type { ReportColumn, ReportDeclaration } from '../../../../engine/report/report';

/** The building blocks of the students reports' declarations (attendance, marks). */
export type Parameter = ReportDeclaration['parameters'][number];
type Screen = ReportDeclaration['screen'];

export const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
/** Counts added up in the totals. */
export const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
/** Figures shown, never added up (a rank, a maximum). */
export const figure = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
export const percent = (name: string, label: string): ReportColumn => ({ name, label, type: 'percent' });

/** A students report (`students.report.<name>`), titled as its menu screen, its rows grouped by `groupBy` if given. */
export const studentsReport = (
  screen: Screen,
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `students.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});
