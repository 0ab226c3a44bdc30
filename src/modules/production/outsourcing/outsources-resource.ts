import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codePattern, nameField } from '../../../kits/masters/fields';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { OUTSOURCING_ROUTES as R } from './outsourcing-wire';

/**
 * Outsourcers (/production/ppcoutsources, ours: the contract has no public route): the job-work shops a
 * batch step may be sent to, each billed as a procurement party (supplier), with the processes it does and its lead
 * days.
 */
export const OUTSOURCES: ResourceDeclaration = {
  name: 'production.outsources',
  title: 'Outsources',
  singular: 'Outsource',
  screen: PRODUCTION.ppcoutsources,
  key: 'recordId',
  entity: 'outsource',
  endpoints: { list: R.outsources, get: R.outsource, save: R.setOutsource },
  fields: [
    {
      name: 'recordId',
      label: 'Outsource id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the outsource is saved.',
    },
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: codePattern('HT-AMB'),
    },
    nameField(80),
    {
      name: 'supplier',
      label: 'Supplier (billed as)',
      type: 'reference',
      required: true,
      reference: {
        resource: 'procurement.suppliers',
        endpoint: 'api/PartyDetails/GetSuppliers',
        key: 'code',
        label: 'name',
      },
    },
    {
      name: 'processes',
      label: 'Processes',
      type: 'text',
      required: true,
      max: 120,
      help: 'The process codes it does, separated by commas, e.g. HT, GRN',
    },
    mobileField({ message: 'Give 10 digits, e.g. 9847012345' }),
    {
      name: 'leadDays',
      label: 'Lead days',
      type: 'number',
      required: true,
      min: 0,
      max: 180,
      decimals: 0,
      defaultValue: 3,
    },
    ACTIVE,
  ],
  columns: ['code', 'name', 'supplier', 'processes', 'leadDays', 'active'],
  example: {
    recordId: null,
    code: 'PLT-01',
    name: 'Sharada Electroplaters',
    supplier: 'SUP-010',
    processes: 'PLT',
    mobile: '9845012303',
    leadDays: 4,
    active: true,
  },
  searchable: ['code', 'name', 'processes'],
  filters: ['active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
