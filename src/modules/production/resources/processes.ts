import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codePattern, nameField } from '../../../kits/masters/fields';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { PPC_ROUTES as R } from './ppc-routes';

/**
 * Production processes (/production/ppcprocess): the steps a batch goes through, in order, with standard hours. The
 * contract's PpcProcessesMaster (server-numbered `recordId`, `processName`) and ours beside it.
 */
export const PROCESSES: ResourceDeclaration = {
  name: 'production.processes',
  title: 'Production processes',
  singular: 'Production process',
  screen: PRODUCTION.ppcprocess,
  key: 'recordId',
  entity: 'process',
  endpoints: { list: R.processes, get: R.process, save: R.setProcess },
  wire: { parts: {}, header: 'process' },
  fields: [
    {
      name: 'recordId',
      label: 'Process id',
      type: 'number',
      readOnly: true,
      decimals: 0,
      help: 'Given by the server when the process is saved.',
    },
    {
      name: 'code',
      label: 'Code',
      type: 'text',
      required: true,
      max: 10,
      pattern: codePattern('CUT'),
    },
    nameField(60, 'Name', 'processName'),
    {
      name: 'sequence',
      label: 'Sequence',
      type: 'number',
      required: true,
      min: 1,
      max: 999,
      decimals: 0,
      help: 'The order of the process in a batch (10, 20, 30 leaves room in between).',
    },
    {
      name: 'standardHours',
      label: 'Standard hours',
      type: 'number',
      required: true,
      min: 0,
      max: 999,
      decimals: 2,
      help: 'Hours the process takes for one batch.',
    },
    { name: 'workCentre', label: 'Work centre', type: 'text', max: 60 },
    {
      name: 'qcRequired',
      label: 'Quality check after',
      type: 'boolean',
      defaultValue: false,
      help: 'A process test is recorded before the batch moves on.',
    },
    ACTIVE,
  ],
  columns: ['code', 'processName', 'sequence', 'standardHours', 'workCentre', 'qcRequired', 'active'],
  example: {
    recordId: null,
    code: 'FRY',
    processName: 'Deep frying',
    sequence: 65,
    standardHours: 1,
    workCentre: 'Fryer station',
    qcRequired: false,
    active: true,
  },
  searchable: ['code', 'processName', 'workCentre'],
  filters: ['qcRequired', 'active'],
  defaultSort: { field: 'sequence', direction: 'asc' },
};
