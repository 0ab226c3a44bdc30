import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { DEPARTMENTS } from '../resources/departments';
import { DESIGNATIONS } from '../resources/designations';
import { MONTH_NAMES } from '../../../lib/format/month-names';

/** The building blocks of the HR report declarations. */
export type Parameter = ReportDeclaration['parameters'][number];

export const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
export const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
export const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
export const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
/** Figures shown, never added up (a rate, a salary expected, days left). */
export const figure = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
export const amount = (name: string, label: string): ReportColumn => ({ name, label, type: 'money' });

export const EMPLOYEE = [text('empno', 'Employee number'), text('empname', 'Employee')];

export const FROM: Parameter = {
  name: 'frmDate',
  label: 'From',
  type: 'date',
  required: true,
  defaultValue: '@month-start',
};
export const TO: Parameter = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };
export const PERIOD = [FROM, TO];
export const YEAR_PERIOD = [{ ...FROM, defaultValue: '@year-start' }, TO];

export const DEPARTMENT: Parameter = {
  name: 'department',
  label: 'Department',
  type: 'reference',
  help: 'Leave empty for every department.',
  reference: { resource: DEPARTMENTS.name, endpoint: DEPARTMENTS.endpoints.list, key: 'recordId', label: 'department' },
};
export const DESIGNATION: Parameter = {
  name: 'designation',
  label: 'Post applied for',
  type: 'reference',
  help: 'Leave empty for every post.',
  reference: {
    resource: DESIGNATIONS.name,
    endpoint: DESIGNATIONS.endpoints.list,
    key: 'recordId',
    label: 'designation',
  },
};

/** A month to choose (`detail`: yyyy-MM): this month first, then the twelve before it. */
export function monthChoice(today = new Date()): Parameter {
  const options = Array.from({ length: 13 }, (_, back) => {
    const moment = new Date(today.getFullYear(), today.getMonth() - back, 1);
    return {
      value: `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}`,
      label: `${MONTH_NAMES[moment.getMonth()]} ${moment.getFullYear()}`,
    };
  });
  return { name: 'detail', label: 'Month', type: 'select', required: true, defaultValue: options[0]!.value, options };
}

/** A calendar year to choose (`detail`): this year first, then the three before it. */
export function yearChoice(today = new Date()): Parameter {
  const years = [0, 1, 2, 3].map((back) => String(today.getFullYear() - back));
  return {
    name: 'detail',
    label: 'Year',
    type: 'select',
    required: true,
    defaultValue: years[0]!,
    options: years.map((year) => ({ value: year, label: year })),
  };
}
