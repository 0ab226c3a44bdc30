import type { ResourceDeclaration } from '../../../engine/resource';
import { QUALITY } from '../../../menus/catalogue/quality';
import { TEST_COLUMNS, testFields } from './test-fields';

/** Sale return tests (/qc/qctestssalereturn): checks on goods a customer sends back, before restocking or scrapping. */
export const SALE_RETURN_TESTS: ResourceDeclaration = {
  name: 'qc.sale-return-tests',
  title: 'Sale return tests',
  singular: 'Sale return test',
  screen: QUALITY.qctestssalereturn,
  key: 'code',
  entity: 'test',
  endpoints: { list: 'api/QCSaleReturnTests/GetQCSaleReturnTests', get: 'api/QCSaleReturnTests/GetQCSaleReturnTest', save: 'api/QCSaleReturnTests/SetQCSaleReturnTest' },
  fields: testFields('SR-01'),
  columns: TEST_COLUMNS,
  example: { code: 'SR-90', name: 'Spill check', parameter: 'Leaking containers', unit: 'count', lowerLimit: 0, upperLimit: 0, method: 'Visual', mandatory: true },
  searchable: ['code', 'name', 'parameter'],
  filters: ['mandatory'],
  defaultSort: { field: 'code', direction: 'asc' },
};
