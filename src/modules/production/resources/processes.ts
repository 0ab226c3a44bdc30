import type { ResourceDeclaration } from '../../../engine/resource';
import { PRODUCTION } from '../../../menus/catalogue/production';

/** Production processes (/production/ppcprocess): the steps a batch goes through, in order, with standard hours. */
export const PROCESSES: ResourceDeclaration = {
  name: 'production.processes',
  title: 'Production processes',
  singular: 'Production process',
  screen: PRODUCTION.ppcprocess,
  key: 'code',
  entity: 'process',
  endpoints: { list: 'api/PPCProcesses/GetPPCProcesses', get: 'api/PPCProcesses/GetPPCProcess', save: 'api/PPCProcesses/SetPPCProcess' },
  fields: [
    { name: 'code', label: 'Code', type: 'text', required: true, max: 10, pattern: { regex: /^[A-Z0-9-]+$/, message: 'Use capital letters, digits and dashes, e.g. CUT' }, fixedAfterCreate: true },
    { name: 'name', label: 'Name', type: 'text', required: true, max: 60 },
    { name: 'sequence', label: 'Sequence', type: 'number', required: true, min: 1, max: 999, help: 'The order of the process in a batch (10, 20, 30 leaves room in between).' },
    { name: 'standardHours', label: 'Standard hours', type: 'number', required: true, min: 0, max: 999, help: 'Hours the process takes for one batch.' },
    { name: 'workCentre', label: 'Work centre', type: 'text', max: 60 },
    { name: 'qcRequired', label: 'Quality check after', type: 'boolean', defaultValue: false, help: 'A process test is recorded before the batch moves on.' },
    { name: 'active', label: 'Active', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'sequence', 'standardHours', 'workCentre', 'qcRequired', 'active'],
  example: { code: 'FRY', name: 'Deep frying', sequence: 65, standardHours: 1, workCentre: 'Fryer station', qcRequired: false, active: true },
  searchable: ['code', 'name', 'workCentre'],
  filters: ['qcRequired', 'active'],
  defaultSort: { field: 'sequence', direction: 'asc' },
};
