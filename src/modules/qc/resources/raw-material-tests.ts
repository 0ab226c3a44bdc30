import type { ResourceDeclaration } from '../../../engine/resource';
import { QUALITY } from '../../../menus/catalogue/quality';
import { areaEndpoints } from '../domain/mir-masters';
import { TEST_COLUMNS, testFields } from './test-fields';

/** Raw material tests (/qc/qctestsraw): checks on inward material, optionally for one item group. */
export const RAW_MATERIAL_TESTS: ResourceDeclaration = {
  name: 'qc.raw-material-tests',
  title: 'Raw material tests',
  singular: 'Raw material test',
  screen: QUALITY.qctestsraw,
  key: 'recordId',
  entity: 'test',
  endpoints: areaEndpoints('MAT'),
  listDetail: 'MAT',
  fields: [
    ...testFields('RM-01', 'MAT'),
    {
      name: 'itemGroup',
      label: 'Item group',
      type: 'reference',
      reference: {
        resource: 'inventory.item-groups',
        endpoint: 'api/invgroups/GetInvGroups',
        key: 'code',
        label: 'name',
      },
      help: 'Empty when the test applies to every group.',
    },
  ],
  columns: [...TEST_COLUMNS, 'itemGroup'],
  example: {
    recordId: null,
    testArea: 'MAT',
    checkingType: 'Measurement',
    microCheck: false,
    code: 'RM-90',
    testname: 'Paneer moisture',
    parameter: 'Moisture',
    unit: '%',
    lowerLimit: null,
    upperLimit: 60,
    method: 'Hot air oven (FSSAI manual)',
    mandatory: true,
    itemGroup: 'DAI',
  },
  searchable: ['code', 'testname', 'parameter'],
  filters: ['mandatory', 'itemGroup'],
  defaultSort: { field: 'recordId', direction: 'asc' },
};
