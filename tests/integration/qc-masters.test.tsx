import { configure, screen } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { QC_TEST_ROUTES } from '../../src/modules/qc/domain/mir-masters';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

setupDemoServer();
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const test = (testname: string, testArea: string) => ({
  recordId: null,
  code: 'RM-77',
  testname,
  testArea,
  checkingType: 'Laboratory',
  microCheck: false,
  parameter: 'Sulphur',
  unit: '%',
  lowerLimit: null,
  upperLimit: 0.05,
  method: 'Spectro analysis',
  mandatory: true,
  itemGroup: 'STL',
});

describe('QC test masters on the contract routes (1003)', () => {
  it('lists each area by detail, numbers a new test, refuses a name twice in an area, and opens the raw material screen', async () => {
    await signInAs(1003, 'admin');
    const raw = await dataProvider.report<Array<Record<string, unknown>>>(QC_TEST_ROUTES.list, { detail: 'MAT' });
    expect(raw[0]).toMatchObject({
      recordId: 1,
      testname: 'Tensile strength',
      testArea: 'MAT',
      checkingType: 'Laboratory',
      mandatory: true,
    });
    const production = await dataProvider.report<Array<Record<string, unknown>>>(QC_TEST_ROUTES.list, {
      detail: 'PRO',
    });
    expect(production.every((row) => row.testArea === 'PRO')).toBe(true);

    const saved = await dataProvider.save(QC_TEST_ROUTES.save, 'test', test('Sulphur content', 'MAT'), 1);
    expect(saved.recordId).toBe(raw.length + 1);
    expect(
      await refusal(
        dataProvider.save(QC_TEST_ROUTES.save, 'test', { ...test('sulphur content ', 'MAT'), code: 'RM-78' }, 1),
      ),
    ).toBe('This detail is already existed');
    // The same name in another area is another test.
    expect(
      await refusal(
        dataProvider.save(QC_TEST_ROUTES.save, 'test', { ...test('Sulphur content', 'SRT'), itemGroup: undefined }, 1),
      ),
    ).toBe('saved');

    renderApp('/applayout-sidebar-large/qc/qctestsraw');
    expect(await screen.findByRole('cell', { name: 'Sulphur content' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('checks the area screen right on a save (the staff of 1003 have no QC masters)', async () => {
    await signInAs(1003, 'staff');
    expect(await refusal(dataProvider.save(QC_TEST_ROUTES.save, 'test', test('Hardness', 'MAT'), 1))).toBe(
      'You are not authorised for this transaction',
    );
  });
});
