import type { ResourceDeclaration } from '../../../engine/resource';
import { QUALITY } from '../../../menus/catalogue/quality';
import { areaEndpoints } from '../domain/mir-masters';
import { TEST_COLUMNS, testFields } from './test-fields';

/** Production tests (/qc/qctestspro): in-process and finished product checks. */
export const PRODUCTION_TESTS: ResourceDeclaration = {
  name: 'qc.production-tests',
  title: 'Product tests',
  singular: 'Product test',
  screen: QUALITY.qctestspro,
  key: 'recordId',
  entity: 'test',
  endpoints: areaEndpoints('PRO'),
  listDetail: 'PRO',
  fields: testFields('PT-01', 'PRO'),
  columns: TEST_COLUMNS,
  example: {
    recordId: null,
    testArea: 'PRO',
    checkingType: 'Measurement',
    microCheck: false,
    code: 'PT-90',
    testname: 'Rice doneness',
    parameter: 'Grain length after cooking',
    unit: 'mm',
    lowerLimit: 12,
    upperLimit: 16,
    method: 'Scale on ten grains',
    mandatory: false,
  },
  searchable: ['code', 'testname', 'parameter'],
  filters: ['mandatory'],
  defaultSort: { field: 'recordId', direction: 'asc' },
};
