import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField } from '../../../kits/masters/fields';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_MASTER_ROUTES as R } from './master-routes';
import { wireCodes } from './wire-codes';

/**
 * Range-wise deductions (/hrd/hrd-deductions-rangewise): the slabs of a range-wise head (professional tax by state,
 * with February's amount where the law differs). Each slab is a record of its own under our code (PT-MH-3); it
 * travels as the contract's `{ range: [slab], usr }`, its `lineid` numbered by the server within its head.
 */
export const RANGEWISE_DEDUCTIONS: ResourceDeclaration = {
  name: 'hrd.deductions-rangewise',
  title: 'Range-wise deductions',
  singular: 'Range-wise slab',
  screen: HRD.hrdDeductionsRangewise,
  key: 'code',
  entity: 'range',
  endpoints: { list: R.ranges, get: R.range, save: R.setRanges },
  wire: { parts: {}, header: 'range', headerAsList: true, ...wireCodes({ fields: ['allowanceId'] }) },
  fields: [
    codeField('PT-KL-3', 12),
    {
      name: 'allowanceId',
      label: 'Deduction',
      type: 'reference',
      required: true,
      reference: {
        resource: 'hrd.allowances-deductions',
        endpoint: R.allowances,
        key: 'recordId',
        label: 'allowance',
        where: { calcType: ['3'] },
      },
    },
    {
      name: 'stat',
      label: 'State',
      type: 'text',
      max: 40,
      help: 'The state whose law sets the slab; empty for every state.',
    },
    { name: 'frmAmt', label: 'Gross a month from', type: 'money', required: true, min: 0 },
    { name: 'toAmt', label: 'Gross a month up to', type: 'money', min: 0, help: 'Leave empty for the top slab.' },
    { name: 'valu', label: 'Deduction a month', type: 'money', required: true, min: 0 },
    {
      name: 'febValu',
      label: 'Deduction in February',
      type: 'money',
      min: 0,
      help: 'Only where the law asks a different amount in February (Maharashtra: Rs 300).',
    },
  ],
  columns: ['code', 'allowanceId', 'stat', 'frmAmt', 'toAmt', 'valu', 'febValu'],
  example: { code: 'SWF-9', allowanceId: '12', stat: '', frmAmt: 100001, toAmt: null, valu: 150, febValu: null },
  searchable: ['code', 'stat'],
  filters: ['allowanceId'],
  checks: (record): Record<string, string[]> => {
    const from = record.frmAmt;
    const to = record.toAmt;
    return typeof from === 'number' && typeof to === 'number' && to < from
      ? { toAmt: ['The slab must end at or after where it starts'] }
      : {};
  },
  defaultSort: { field: 'code', direction: 'asc' },
};
