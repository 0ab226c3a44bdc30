import type { ReportColumn, ReportDeclaration } from './report';

/** The pieces most report declarations are made of: the period the contract sends, column kinds, the factory. */
export type ReportParameter = ReportDeclaration['parameters'][number];

/** `frmDate` and `toDate`, as the customer's server reads a report's period: this month so far unless chosen. */
export const FROM: ReportParameter = {
  name: 'frmDate',
  label: 'From',
  type: 'date',
  required: true,
  defaultValue: '@month-start',
};
export const TO: ReportParameter = {
  name: 'toDate',
  label: 'To',
  type: 'date',
  required: true,
  defaultValue: '@today',
};

export const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
export const date = (name: string, label = 'Date'): ReportColumn => ({ name, label, type: 'date' });
export const quantity = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
/** Money is totalled (in paise, by the backend) unless said otherwise. */
export const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

/** A factory of a module's reports, each named `<prefix>.<name>` and titled as its screen. */
export const reportsOf =
  (prefix: string) =>
  (
    screen: ReportDeclaration['screen'],
    name: string,
    endpoint: string,
    parameters: readonly ReportParameter[],
    columns: readonly ReportColumn[],
    groupBy?: string,
  ): ReportDeclaration => ({
    name: `${prefix}.${name}`,
    title: screen.title,
    screen,
    endpoint,
    parameters,
    columns,
    ...(groupBy ? { groupBy } : {}),
  });
