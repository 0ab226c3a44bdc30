import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { RequirementRow } from '../../src/modules/production/domain/mass-plan-rules';
import { PPC_ROUTES as R } from '../../src/modules/production/resources/ppc-routes';
import { storedRequests } from '../../src/mocks/procurement/request-store';
import { massPlansOf } from '../../src/mocks/production/planning/mass-plan-store';
import { writeBatch } from '../../src/mocks/core/production/ppc-store';
import { productSetups } from '../../src/mocks/core/production/production-masters';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const WORKS = 1003;
const saves = () => requests.filter((request) => request.url.endsWith(`/${R.setMassPlan}`));

describe('mass planning (1003, Shakti Precision Engineering)', () => {
  it('plans 500 pump shafts once, shows what they need through the coupling halves, and raises one purchase request of the shortages', async () => {
    await signInAs(WORKS, 'admin');
    const { user } = renderApp('/applayout-sidebar-large/production/promassplanning');
    const product = await screen.findByLabelText('Product, line 1', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Product, line 1')).toHaveAccessibleDescription('Choose a product.'),
    );
    await user.selectOptions(product, 'Pump shaft (machined)');
    await user.type(screen.getByLabelText(/^Quantity, line 1/), '500');
    const needs = await screen.findByRole('table', { name: 'Materials required' });
    const halves = within(needs).getByRole('rowheader', { name: 'Coupling half (machined)' }).closest('tr')!;
    expect(
      within(halves)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Machined components', 'Made here', '1,000 NOS', '0 NOS', '1,000 NOS']);
    expect(within(needs).getByRole('rowheader', { name: 'EN8 bright bar 32 mm' })).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Save plan' }));
    const saved = await screen.findByRole('rowheader', { name: 'MPLAN000002' });
    expect(within(saved.closest('tr')!).getAllByRole('cell')[0]).toHaveTextContent(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(saves()).toHaveLength(1);
    expect((await massPlansOf(WORKS)).at(-1)?.lines).toEqual([
      expect.objectContaining({ itemName: 'Pump shaft (machined)', qty: 500 }),
    ]);

    await user.click(within(saved.closest('tr')!).getByRole('button', { name: 'Raise purchase requests' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Raise the request' }));
    const [done] = await screen.findAllByText(/^Purchase request PR\d{4}-\d+ raised for MPLAN000002\.$/);
    const seq = /PR\S+(?= raised)/.exec(done!.textContent ?? '')![0];
    const request = (await storedRequests(WORKS)).find((row) => row.header.seq === seq)!;
    const shortages = await dataProvider.report<RequirementRow[]>(R.required, {
      lst: [{ itemId: (await productSetups(WORKS))[0]!.productId, qty: 500 }],
    });
    expect(request.details.map((line) => line.itemId).sort()).toEqual(
      shortages
        .filter((row) => !row.made)
        .map((row) => row.itemId)
        .sort(),
    );
    expect(request.details[0]!.purpose).toBe('Mass plan MPLAN000002');
    expect(within(saved.closest('tr')!).getByText(seq)).toBeInTheDocument();
  });

  it('refuses deleting a plan a batch names, deletes one no batch names, and reports planned against finished', async () => {
    await signInAs(WORKS, 'admin');
    const [seeded] = await massPlansOf(WORKS);
    await writeBatch(WORKS, {
      recordId: 99,
      batchNo: 'B-TEST',
      dat: seeded!.header.dat,
      fromDate: seeded!.header.dat,
      toDate: seeded!.header.dat,
      productionIncharge: '',
      itemId: seeded!.lines[0]!.itemId,
      itemName: '',
      um: 'NOS',
      qty: 10,
      pos: 1,
      massPlanId: seeded!.header.recordId,
      processes: [],
      employees: [],
      orders: [],
      finished: null,
      usr: 'admin',
    });
    const refused = await dataProvider
      .write(R.deleteMassPlan, { recordId: seeded!.header.recordId })
      .catch((error: Error) => error.message);
    expect(refused).toBe('Batch B-TEST was planned from MPLAN000001: the plan cannot be deleted.');
    const made = await dataProvider.write(R.setMassPlan, {
      header: { remarks: '' },
      lines: [{ itemId: seeded!.lines[0]!.itemId, qty: 5 }],
    });
    expect(made.seq).toBe('MPLAN000002');
    expect((await dataProvider.write(R.deleteMassPlan, { recordId: made.recordId })).result).toBe('OK');
    expect((await massPlansOf(WORKS)).map((plan) => plan.header.seq)).toEqual(['MPLAN000001']);
    const report = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(R.repAchievements, {
      frmDate: seeded!.header.dat,
      toDate: seeded!.header.dat,
    });
    expect(report.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemName: 'Pump shaft (machined)', planned: 40, finished: 0, balance: 40 }),
      ]),
    );
    const materials = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(R.repMaterials, {
      frmDate: seeded!.header.dat,
      toDate: seeded!.header.dat,
    });
    expect(materials.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemName: 'Coupling half (machined)', source: 'Made here', qtyrequired: 80 }),
      ]),
    );
  });

  it('works with no products at all (a restaurant, 1010)', async () => {
    await signInAs(1010, 'admin');
    renderApp('/applayout-sidebar-large/production/promassplanning');
    expect(await screen.findByRole('heading', { name: 'Mass planning' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('No plan was saved in this period.')).toBeInTheDocument();
  });
});
