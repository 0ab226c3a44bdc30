import type { ResourceDeclaration } from '../../../engine/resource';
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
      pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. HT-AMB' },
    },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 80 },
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
    {
      name: 'mobile',
      label: 'Mobile',
      type: 'text',
      max: 10,
      pattern: { regex: /^[6-9]\d{9}$/, message: 'Give 10 digits, e.g. 9847012345' },
    },
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
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
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
