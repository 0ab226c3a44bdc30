/**
 * The QC test masters on the contract's routes (`api/QCMasters/*`): one store per test area, told apart by
 * `detail` (MAT raw material, PRO production, SRT sale return: ours, the contract says "other"). `GetQCTests
 * {detail}` and `SetQcTest {test, traCheck, usr}` (the area in `test.testArea`) are the contract's, and each screen
 * lists its area through the former (the declaration's `listDetail`). The contract has no call for one test, so a
 * form reads one on ours, `GetQCTest<area>`.
 */
export const QC_TEST_ROUTES = {
  list: 'api/QCMasters/GetQCTests',
  get: 'api/QCMasters/GetQCTest',
  save: 'api/QCMasters/SetQcTest',
} as const;

export type TestArea = 'MAT' | 'PRO' | 'SRT';

/** Screen (11, 1, n) of each area: 1 raw material, 2 production, 3 sale return. */
export const TEST_AREA_SCREEN: Record<TestArea, number> = { MAT: 1, PRO: 2, SRT: 3 };

export const areaEndpoints = (area: TestArea) => ({
  list: QC_TEST_ROUTES.list,
  get: `${QC_TEST_ROUTES.get}${area}`,
  save: QC_TEST_ROUTES.save,
});

export const DUPLICATE_TEST = 'This detail is already existed';
