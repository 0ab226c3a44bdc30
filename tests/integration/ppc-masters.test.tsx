import { configure, screen, within } from '@testing-library/react';
import { recordFromAnswer, recordToWire } from '../../src/engine/wire-shape';
import { dataProvider } from '../../src/lib/api/data-provider';
import { PROCESS_ATTACHMENTS } from '../../src/modules/production/resources/process-attachments';
import { PPC_ROUTES as R } from '../../src/modules/production/resources/ppc-routes';
import { processMasters, productSetups } from '../../src/mocks/core/production/production-masters';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const WORKS = 1003;
const write = (endpoint: string, body: Record<string, unknown>) =>
  dataProvider.write(endpoint, body).then(
    (answer) => answer.result,
    (error: Error) => error.message,
  );

describe('production masters on the contract (1003, Shakti Precision Engineering)', () => {
  it('numbers processes on the server, refuses a second CUT, and the set-ups explode through a sub-assembly; a loop is refused naming it', async () => {
    await signInAs(WORKS, 'admin');
    const processes = await dataProvider.list<{
      recordId: number;
      processName: string;
      code: string;
      qcRequired: boolean;
    }>(R.processes);
    expect(processes.slice(0, 2)).toEqual([
      expect.objectContaining({ recordId: 1, code: 'CUT', processName: 'Bar cutting' }),
      expect.objectContaining({ recordId: 2, code: 'TRN', qcRequired: true }),
    ]);
    const fresh = {
      code: 'LAP',
      processName: 'Lapping',
      sequence: 65,
      standardHours: 1.5,
      workCentre: 'Lapping bench',
      qcRequired: false,
      active: true,
    };
    expect(await write(R.setProcess, { process: fresh, traCheck: 1 })).toBe('OK');
    expect((await processMasters(WORKS)).at(-1)).toMatchObject({ recordId: processes.length + 1, code: 'LAP' });
    expect(await write(R.setProcess, { process: { ...fresh, code: 'CUT' }, traCheck: 1 })).toBe(
      'There is already a process CUT.',
    );

    const setups = await productSetups(WORKS);
    expect(setups.map((setup) => setup.productName)).toEqual([
      'Pump shaft (machined)',
      'Flange 150 NB (machined)',
      'Coupling half (machined)',
    ]);
    const shaft = setups[0]!;
    const half = setups[2]!;
    expect(shaft.ingredients.find((line) => line.itemId === half.productId)).toMatchObject({ qty: 2, um: 'NOS' });
    expect(shaft.processes[1]).toMatchObject({ processId: 2, qcRequired: true });
    // The contract's flat body (no traCheck: it replaces the set-up): the coupling half made from pump shafts loops.
    const looping = {
      productId: half.productId,
      attachment: '',
      ingredients: [{ itemId: half.productId, ingredient: shaft.productId, qty: 1 }],
      equipment: [],
      designations: [],
    };
    expect(await write(R.setSetup, looping)).toBe(
      'The set-ups make a loop: Coupling half (machined) → Pump shaft (machined) → Coupling half (machined).',
    );
    expect(await write(R.setSetup, { ...looping, productId: 'ITM-0001' })).toMatch(/^Item ITM-0001 is not a product/);
    // A set-up the contract's body replaces keeps its route (ours: the contract's set-up has none).
    const replaced = {
      ...looping,
      attachment: 'Drawing CH-60 rev C',
      ingredients: half.ingredients.map((line) => ({ itemId: half.productId, ingredient: line.itemId, qty: line.qty })),
      equipment: half.equipment.map(({ equipment }) => ({ equipment })),
      designations: half.designations.map(({ designation }) => ({ designation })),
    };
    expect(await write(R.setSetup, replaced)).toBe('OK');
    expect((await productSetups(WORKS)).find((row) => row.productId === half.productId)).toMatchObject({
      attachment: 'Drawing CH-60 rev C',
      processes: half.processes,
      ingredients: half.ingredients,
    });
    // The engine's form round trip: the get answer as the form holds it, changed and saved in the form's wire shape.
    const form = recordFromAnswer(PROCESS_ATTACHMENTS, await dataProvider.get(R.setup, half.productId))!;
    expect(form.processes).toEqual(
      expect.arrayContaining([expect.objectContaining({ processId: '2', qcRequired: true })]),
    );
    expect(
      await write(R.setSetup, {
        ...recordToWire(PROCESS_ATTACHMENTS, { ...form, attachment: 'Drawing CH-60 rev D' }),
        traCheck: 2,
      }),
    ).toBe('OK');
    expect((await productSetups(WORKS)).find((row) => row.productId === half.productId)).toMatchObject({
      attachment: 'Drawing CH-60 rev D',
      processes: half.processes,
      ingredients: half.ingredients,
    });
  });

  it('opens both masters as real screens: the processes list and the product set-ups', async () => {
    await signInAs(WORKS, 'admin');
    const { unmount } = renderApp('/applayout-sidebar-large/production/ppcprocess');
    expect(await screen.findByText('CNC turning', {}, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
    renderApp('/applayout-sidebar-large/production/ppcprocessattachments');
    expect(await screen.findByText('Pump shaft (machined)', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Drawing PS-204 rev B')).toBeInTheDocument();
  });

  it('a restaurant (1010) keeps its kitchen processes and has no set-ups', async () => {
    await signInAs(1010, 'admin');
    expect((await dataProvider.list<{ code: string }>(R.processes)).map((row) => row.code)).toContain('COK');
    expect(await dataProvider.list(R.setups)).toEqual([]);
    renderApp('/applayout-sidebar-large/production/ppcprocessattachments');
    const heading = await screen.findByRole('heading', { name: /Product set-ups/ }, { timeout: 10_000 });
    expect(within(heading.closest('main') ?? document.body).queryByText(/coming soon/i)).toBeNull();
  });
});
