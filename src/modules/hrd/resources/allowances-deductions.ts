import type { LineRecord, ResourceDeclaration, ResourceRecord } from '../../../engine/resource';
import { codePattern, nameField } from '../../../kits/masters/fields';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_MASTER_ROUTES as R } from './master-routes';
import { wireCodes } from './wire-codes';

/** The built-in components a head may be computed on (contract: negative ids in the effects table). */
export const PSEUDO_OPTIONS = [
  { value: '-1', label: 'Basic' },
  { value: '-2', label: 'LOP (days without pay)' },
  { value: '-3', label: 'Late' },
  { value: '-4', label: 'Overtime' },
] as const;

const codes = wireCodes({ fields: ['allowanceCheck', 'calcType', 'effectAs', 'statu'] });
const asLines = (value: unknown): LineRecord[] => (Array.isArray(value) ? (value as LineRecord[]) : []);

/**
 * The effects travel as the contract's `{ recordId, sno, allowanceOn }`; the form picks either a built-in component
 * or another head for each line (allowanceOn negative or a head's record id).
 */
function toWire(record: ResourceRecord): ResourceRecord {
  const lines = asLines(record.lines).map((line, index) => {
    const chosen = line.component !== undefined ? line.component || line.head : line.allowanceOn;
    return {
      recordId: typeof record.recordId === 'number' ? record.recordId : null,
      sno: index + 1,
      allowanceOn: chosen === '' || chosen === null || chosen === undefined ? null : Number(chosen),
    };
  });
  // RecordId is an int the server gives: a new head goes without one (null would not bind).
  const { recordId, ...header } = codes.toWire(record);
  return { ...header, ...(typeof recordId === 'number' ? { recordId } : {}), lines };
}

function fromWire(record: ResourceRecord): ResourceRecord {
  const lines = asLines(record.lines).map((line) => {
    const on = Number(line.allowanceOn);
    return line.component !== undefined
      ? line
      : { component: on < 0 ? String(on) : '', head: on > 0 ? String(on) : '' };
  });
  return { ...codes.fromWire(record), lines };
}

/**
 * Allowances and deductions (/hrd/hrd-allowances-deductions): the pay heads of the salary statement, and what each is
 * computed on.
 */
export const ALLOWANCES_DEDUCTIONS: ResourceDeclaration = {
  name: 'hrd.allowances-deductions',
  title: 'Allowances and deductions',
  singular: 'Allowance or deduction',
  screen: HRD.hrdAllowancesDeductions,
  key: 'recordId',
  entity: 'allowance',
  endpoints: { list: R.allowances, get: R.allowance, save: R.setAllowance },
  wire: { parts: { lines: 'lines' }, toWire, fromWire },
  fields: [
    {
      name: 'recordId',
      label: 'Head id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the head is saved.',
    },
    nameField(60, 'Name', 'allowance'),
    {
      name: 'code',
      label: 'Short code',
      type: 'text',
      max: 10,
      pattern: codePattern('HRA'),
    },
    {
      name: 'allowanceCheck',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: '1', label: 'Allowance (earning)' },
        { value: '2', label: 'Deduction' },
      ],
      defaultValue: '1',
    },
    {
      name: 'calcType',
      label: 'Calculated as',
      type: 'select',
      required: true,
      options: [
        { value: '1', label: 'Fixed amount' },
        { value: '2', label: 'Percent of the components' },
        { value: '3', label: 'Range-wise on the components' },
      ],
      defaultValue: '1',
      help: 'Each employee’s amount (fixed) or rate (percent) is set on the employee.',
    },
    {
      name: 'effectAs',
      label: 'Attendance',
      type: 'select',
      required: true,
      options: [
        { value: '1', label: 'Prorated by paid days' },
        { value: '2', label: 'In full whatever the attendance' },
      ],
      defaultValue: '1',
    },
    {
      name: 'statu',
      label: 'Status',
      type: 'select',
      required: true,
      options: [
        { value: '1', label: 'Active' },
        { value: '0', label: 'Not in use' },
      ],
      defaultValue: '1',
    },
    {
      name: 'statutory',
      label: 'Statutory rule',
      type: 'select',
      options: [
        { value: 'PF', label: 'Provident fund' },
        { value: 'ESI', label: 'Employees’ state insurance' },
        { value: 'PT', label: 'Professional tax' },
        { value: 'ADV', label: 'Advance recovery' },
      ],
      help: 'Empty for an ordinary head.',
    },
    { name: 'taxable', label: 'Taxable', type: 'boolean', defaultValue: true },
    {
      name: 'lines',
      label: 'Computed on',
      type: 'lines',
      help: 'For a percent or range-wise head: the components added up (Basic, or other heads).',
      lines: [
        { name: 'component', label: 'Built-in component', type: 'select', options: PSEUDO_OPTIONS },
        {
          name: 'head',
          label: 'Or pay head',
          type: 'reference',
          reference: {
            resource: 'hrd.allowances-deductions',
            endpoint: R.allowances,
            key: 'recordId',
            label: 'allowance',
          },
        },
      ],
    },
  ],
  columns: ['recordId', 'allowance', 'allowanceCheck', 'calcType', 'statutory', 'statu'],
  example: {
    recordId: null,
    allowance: 'Shoe allowance',
    code: 'SHOE',
    allowanceCheck: '1',
    calcType: '1',
    effectAs: '1',
    statu: '1',
    statutory: '',
    taxable: false,
    lines: [],
  },
  searchable: ['allowance', 'code'],
  filters: ['allowanceCheck', 'calcType', 'statutory', 'statu'],
  checks: (record) => {
    const lines = asLines(record.lines);
    const problems: Record<string, string[]> = {};
    if (lines.some((line) => !line.component === !line.head))
      problems.lines = ['Choose a built-in component or a pay head on each line, not both'];
    if (record.calcType !== '1' && record.calcType !== undefined && lines.length === 0)
      problems.lines = ['Say what a percent or range-wise head is computed on'];
    return problems;
  },
  defaultSort: { field: 'recordId', direction: 'asc' },
};
