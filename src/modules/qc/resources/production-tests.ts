import type { ResourceDeclaration } from '../../../engine/resource';
import { QUALITY } from '../../../menus/catalogue/quality';
import { TEST_COLUMNS, testFields } from './test-fields';

/** Production tests (/qc/qctestspro): in-process and finished product checks. */
export const PRODUCTION_TESTS: ResourceDeclaration = {
  name: 'qc.production-tests',
  title: 'Product tests',
  singular: 'Product test',
  screen: QUALITY.qctestspro,
  key: 'code',
  entity: 'test',
  endpoints: { list: 'api/QCProductionTests/GetQCProductionTests', get: 'api/QCProductionTests/GetQCProductionTest', save: 'api/QCProductionTests/SetQCProductionTest' },
  fields: testFields('PT-01'),
  columns: TEST_COLUMNS,
  example: { code: 'PT-90', name: 'Rice doneness', parameter: 'Grain length after cooking', unit: 'mm', lowerLimit: 12, upperLimit: 16, method: 'Scale on ten grains', mandatory: false },
  searchable: ['code', 'name', 'parameter'],
  filters: ['mandatory'],
  defaultSort: { field: 'code', direction: 'asc' },
};
