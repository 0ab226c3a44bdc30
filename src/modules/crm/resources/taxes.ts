import { IN_FORCE_FIELDS } from '../../../engine/document/tax-in-force';
import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, codeField, nameField } from './fields';

/** Taxes (/crm/taxes-list): the tax lines quotations and orders draw from (code, percent, kind). */
export const TAXES: ResourceDeclaration = {
  name: 'crm.taxes',
  title: 'Taxes',
  singular: 'Tax',
  screen: CRM.taxesList,
  key: 'code',
  entity: 'tax',
  endpoints: { list: 'api/CRMTaxes/GetCRMTaxes', get: 'api/CRMTaxes/GetCRMTax', save: 'api/CRMTaxes/SetCRMTax' },
  fields: [
    { ...codeField('CGST9', 10), pattern: { regex: /^[A-Z0-9.-]+$/, message: 'Use capital letters, digits, dots and dashes, e.g. CGST9 or CGST2.5' } },
    nameField(50),
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'CGST', label: 'Central GST' },
        { value: 'SGST', label: 'State GST' },
        { value: 'IGST', label: 'Integrated GST' },
        { value: 'UTGST', label: 'Union territory GST' },
        { value: 'CESS', label: 'Cess' },
        { value: 'TCS', label: 'Tax collected at source' },
      ],
    },
    { name: 'percent', label: 'Percent', type: 'percent', required: true },
    {
      name: 'appliesTo',
      label: 'Applies to',
      type: 'select',
      required: true,
      options: [
        { value: 'SALES', label: 'Sales' },
        { value: 'PURCHASES', label: 'Purchases' },
        { value: 'BOTH', label: 'Sales and purchases' },
      ],
      defaultValue: 'BOTH',
    },
    { name: 'accountHead', label: 'Ledger account', type: 'text', max: 60, help: 'The accounts ledger the tax is posted to.' },
    ACTIVE,
    ...IN_FORCE_FIELDS,
  ],
  columns: ['code', 'name', 'kind', 'percent', 'appliesTo', 'active'],
  example: { code: 'CESS-1', name: 'Flood cess 1%', kind: 'CESS', percent: 1, appliesTo: 'SALES', accountHead: 'Cess payable', active: true, inForceFrom: '', inForceUntil: '' },
  searchable: ['code', 'name', 'accountHead'],
  filters: ['kind', 'appliesTo', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
