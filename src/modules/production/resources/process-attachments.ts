import type { ResourceDeclaration } from '../../../engine/resource';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { PROCESSES } from './processes';

/** Process attachments (/production/ppcprocessattachments): the materials a process uses for one batch. */
export const PROCESS_ATTACHMENTS: ResourceDeclaration = {
  name: 'production.process-attachments',
  title: 'Process attachments',
  singular: 'Process attachment',
  screen: PRODUCTION.ppcprocessattachments,
  key: 'code',
  entity: 'attachment',
  endpoints: {
    list: 'api/PPCProcessAttachments/GetPPCProcessAttachments',
    get: 'api/PPCProcessAttachments/GetPPCProcessAttachment',
    save: 'api/PPCProcessAttachments/SetPPCProcessAttachment',
  },
  fields: [
    { name: 'code', label: 'Code', type: 'text', required: true, max: 10, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. PA-001' }, fixedAfterCreate: true },
    { name: 'process', label: 'Process', type: 'reference', required: true, reference: { resource: PROCESSES.name, endpoint: PROCESSES.endpoints.list, key: 'code', label: 'name' } },
    { name: 'item', label: 'Item', type: 'reference', required: true, reference: { resource: 'inventory.items', endpoint: 'api/invmaterial/GetInvMaterials', key: 'itemId', label: 'name' } },
    { name: 'quantityPerBatch', label: 'Quantity per batch', type: 'number', required: true, min: 0.001, max: 1000000 },
    { name: 'unit', label: 'Unit', type: 'reference', required: true, reference: { resource: 'inventory.units-of-measure', endpoint: 'api/invUOM/GetInvUOMs', key: 'code', label: 'name' } },
    { name: 'wastagePercent', label: 'Allowed wastage', type: 'percent', help: 'Loss allowed in the process, as a percentage of the quantity.' },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'process', 'item', 'quantityPerBatch', 'unit', 'wastagePercent'],
  example: { code: 'PA-901', process: 'COK', item: 'ITM-0010', quantityPerBatch: 5, unit: 'LTR', wastagePercent: 0, active: true },
  searchable: ['code', 'process', 'item'],
  filters: ['process', 'item', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
