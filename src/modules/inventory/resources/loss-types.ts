import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, nameField } from '../../../kits/masters/fields';
import { INVENTORY } from '../../../menus/catalogue/inventory';

/** Losses (/inventory/inv-losses): the kinds of stock loss a losses entry names, with the loss a store may accept. */
export const LOSS_TYPES: ResourceDeclaration = {
  name: 'inventory.loss-types',
  title: 'Losses',
  singular: 'Loss type',
  screen: INVENTORY.invLosses,
  key: 'code',
  entity: 'loss',
  endpoints: { list: 'api/invlosses/GetInvLosses', get: 'api/invlosses/GetInvLoss', save: 'api/invlosses/SetInvLoss' },
  fields: [
    codeField('BRK'),
    nameField(50),
    {
      name: 'kind',
      label: 'Kind',
      type: 'select',
      required: true,
      options: [
        { value: 'WST', label: 'Wastage' },
        { value: 'BRK', label: 'Breakage or damage' },
        { value: 'EXP', label: 'Expiry or spoilage' },
        { value: 'EVP', label: 'Evaporation or spillage' },
        { value: 'SHT', label: 'Shortage or theft' },
        { value: 'TRN', label: 'Damage in transit' },
      ],
      defaultValue: 'WST',
    },
    {
      name: 'normalLoss',
      label: 'Normal loss',
      type: 'percent',
      help: 'Loss up to this share of the quantity is accepted without inquiry.',
    },
    {
      name: 'chargeTo',
      label: 'Charge to',
      type: 'select',
      required: true,
      options: [
        { value: 'COMPANY', label: 'Company (written off)' },
        { value: 'SUPPLIER', label: 'Supplier (debit note)' },
        { value: 'EMPLOYEE', label: 'Employee (recovered)' },
        { value: 'INSURER', label: 'Insurer (claim)' },
      ],
      defaultValue: 'COMPANY',
    },
    { name: 'approval', label: 'Needs approval', type: 'boolean', defaultValue: true },
    { name: 'description', label: 'Description', type: 'multiline', max: 300 },
    ACTIVE,
  ],
  columns: ['code', 'name', 'kind', 'normalLoss', 'chargeTo', 'approval', 'active'],
  example: {
    code: 'RAT',
    name: 'Rodent damage',
    kind: 'BRK',
    normalLoss: 0,
    chargeTo: 'COMPANY',
    approval: true,
    description: 'Packs and sacks found gnawed during the store round; pest control is told the same day.',
    active: true,
  },
  searchable: ['code', 'name', 'description'],
  filters: ['kind', 'chargeTo', 'approval', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
