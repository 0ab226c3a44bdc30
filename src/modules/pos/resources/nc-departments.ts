import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';

/** NC departments (/pos/res-NC-departments): who a non-chargeable (complimentary) bill is booked to. */
export const NC_DEPARTMENTS: ResourceDeclaration = {
  name: 'pos.nc-departments',
  title: 'NC departments',
  singular: 'NC department',
  screen: POS.resNCDepartments,
  key: 'code',
  entity: 'dept',
  // Contract routes and body `{ dept, traCheck, usr }` (01-pos.md); the get-one route is ours.
  endpoints: {
    list: 'api/POSMasNCDepartments/GetResNCDepartments',
    get: 'api/POSMasNCDepartments/GetResNCDepartment',
    save: 'api/POSMasNCDepartments/SetResNCDepartment',
  },
  fields: [
    codeField('MGMT'),
    nameField(50),
    { name: 'inCharge', label: 'In charge', type: 'text', required: true, max: 60 },
    {
      name: 'monthlyLimit',
      label: 'Monthly limit',
      type: 'money',
      min: 0,
      help: 'Complimentary value allowed in a month; empty for no limit.',
    },
    { name: 'approvalRequired', label: 'Each bill needs approval', type: 'boolean', defaultValue: true },
    { name: 'remarks', label: 'Remarks', type: 'text', max: 120 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'inCharge', 'monthlyLimit', 'approvalRequired', 'active'],
  example: {
    code: 'AUDIT',
    name: 'Audit team visits',
    inCharge: 'Finance manager',
    monthlyLimit: 8000,
    approvalRequired: true,
    remarks: 'Statutory and internal auditors on site',
    active: true,
  },
  searchable: ['code', 'name', 'inCharge'],
  filters: ['approvalRequired', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
