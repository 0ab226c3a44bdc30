import type { ResourceDeclaration } from '../../../engine/resource';
import { QUALITY } from '../../../menus/catalogue/quality';
import { TEST_COLUMNS, testFields } from './test-fields';

/** Raw material tests (/qc/qctestsraw): checks on inward material, optionally for one item group. */
export const RAW_MATERIAL_TESTS: ResourceDeclaration = {
  name: 'qc.raw-material-tests',
  title: 'Raw material tests',
  singular: 'Raw material test',
  screen: QUALITY.qctestsraw,
  key: 'code',
  entity: 'test',
  endpoints: { list: 'api/QCRawMaterialTests/GetQCRawMaterialTests', get: 'api/QCRawMaterialTests/GetQCRawMaterialTest', save: 'api/QCRawMaterialTests/SetQCRawMaterialTest' },
  fields: [
    ...testFields('RM-01'),
    {
      name: 'itemGroup',
      label: 'Item group',
      type: 'reference',
      reference: { resource: 'inventory.item-groups', endpoint: 'api/invgroups/GetInvGroups', key: 'code', label: 'name' },
      help: 'Empty when the test applies to every group.',
    },
  ],
  columns: [...TEST_COLUMNS, 'itemGroup'],
  example: { code: 'RM-90', name: 'Paneer moisture', parameter: 'Moisture', unit: '%', lowerLimit: null, upperLimit: 60, method: 'Hot air oven (FSSAI manual)', mandatory: true, itemGroup: 'DAI' },
  searchable: ['code', 'name', 'parameter'],
  filters: ['mandatory', 'itemGroup'],
  defaultSort: { field: 'code', direction: 'asc' },
};
