import type { ResourceDeclaration } from '../../../engine/resource';
import { QUALITY } from '../../../menus/catalogue/quality';
import { areaEndpoints } from '../domain/mir-masters';
import { TEST_COLUMNS, testFields } from './test-fields';

/** Sale return tests (/qc/qctestssalereturn): checks on goods a customer sends back, before restocking or scrapping. */
export const SALE_RETURN_TESTS: ResourceDeclaration = {
  name: 'qc.sale-return-tests',
  title: 'Sale return tests',
  singular: 'Sale return test',
  screen: QUALITY.qctestssalereturn,
  key: 'recordId',
  entity: 'test',
  endpoints: areaEndpoints('SRT'),
  listDetail: 'SRT',
  fields: testFields('SR-01', 'SRT'),
  columns: TEST_COLUMNS,
  example: {
    recordId: null,
    testArea: 'SRT',
    checkingType: 'Measurement',
    microCheck: false,
    code: 'SR-90',
    testname: 'Spill check',
    parameter: 'Leaking containers',
    unit: 'count',
    lowerLimit: 0,
    upperLimit: 0,
    method: 'Visual',
    mandatory: true,
  },
  searchable: ['code', 'testname', 'parameter'],
  filters: ['mandatory'],
  defaultSort: { field: 'recordId', direction: 'asc' },
};
