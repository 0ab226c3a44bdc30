import { IN_FORCE_FIELDS } from '../../../engine/document/tax-in-force';
import type { ResourceDeclaration } from '../../../engine/resource';
import { CRM } from '../../../menus/catalogue/crm';
import { ACTIVE, nameField, taxCodeField } from '../../../kits/masters/fields';

/**
 * Tax list (/crm/taxes-list): the tax lines quotations and orders draw from, in the names of the quotation
 * requirements' `taxes` (05-crm §2: taxCode, taxPer, description) plus ours (kind, applies to, ledger, in force). The
 * route is ours.
 */
export const TAXES: ResourceDeclaration = {
  name: 'crm.taxes',
  title: 'Tax list',
  singular: 'Tax',
  screen: CRM.taxesList,
  key: 'taxCode',
  entity: 'tax',
  endpoints: { list: 'api/CRMTaxes/GetCRMTaxes', get: 'api/CRMTaxes/GetCRMTax', save: 'api/CRMTaxes/SetCRMTax' },
  fields: [
    taxCodeField('CGST9 or CGST2.5', 'taxCode', 'Tax code'),
    nameField(50, 'Description', 'description'),
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
    { name: 'taxPer', label: 'Percent', type: 'percent', required: true },
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
    {
      name: 'accountHead',
      label: 'Ledger account',
      type: 'text',
      max: 60,
      help: 'The accounts ledger the tax is posted to.',
    },
    ACTIVE,
    ...IN_FORCE_FIELDS,
  ],
  columns: ['taxCode', 'description', 'kind', 'taxPer', 'appliesTo', 'active'],
  example: {
    taxCode: 'CESS-1',
    description: 'Flood cess 1%',
    kind: 'CESS',
    taxPer: 1,
    appliesTo: 'SALES',
    accountHead: 'Cess payable',
    active: true,
    inForceFrom: '',
    inForceUntil: '',
  },
  searchable: ['taxCode', 'description', 'accountHead'],
  filters: ['kind', 'appliesTo', 'active'],
  defaultSort: { field: 'taxCode', direction: 'asc' },
};
