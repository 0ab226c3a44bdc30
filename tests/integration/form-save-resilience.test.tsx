import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient } from '../../src/lib/api/api-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { config } from '../../src/lib/config';
import { setupDemoServer } from './support/demo-server';
import { control } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
// The handler that never answers is let go after its test, so the next test's fresh database never meets it.
let answerTheHangingSave: () => void = () => undefined;
afterEach(() => {
  answerTheHangingSave();
  apiClient.defaults.timeout = config.apiTimeoutMs;
});

const UNITS = '/applayout-sidebar-large/inventory/inv-uom';
const SAVE = 'api/invUOM/SetInvUOM';
const unitSaves = () => requests.filter((request) => request.url.endsWith(`/${SAVE}`));
const unitsCoded = async (code: string) =>
  (await dataProvider.list<{ code: string }>('api/invUOM/GetInvUOMs')).filter((unit) => unit.code === code);

async function openNewUnit() {
  const app = renderApp(UNITS);
  await app.user.click(await screen.findByRole('button', { name: 'New unit' }));
  await screen.findByRole('heading', { name: 'New unit' });
  return app;
}

describe('a save with no answer', () => {
  it('ends with the network message, keeps the input and Save, and the retry saves one record', async () => {
    await signInAs(1010, 'admin');
    apiClient.defaults.timeout = 300;
    const never = new Promise<void>((resolve) => (answerTheHangingSave = resolve));
    // The first save reaches nobody: no answer until the test is over.
    server.use(
      http.post(
        `*/${SAVE}`,
        async () => {
          await never;
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user } = await openNewUnit();
    await user.type(control('Code'), 'CTN');
    await user.type(control('Name'), 'Cartons');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network Error please check your connection')).toBeVisible();
    expect(control('Code')).toHaveValue('CTN');
    expect(control('Name')).toHaveValue('Cartons');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();

    apiClient.defaults.timeout = config.apiTimeoutMs;
    await user.click(save);
    await screen.findByRole('heading', { level: 1, name: 'Units of measure' });
    const [first, retry] = unitSaves();
    expect(retry?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(retry?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(await unitsCoded('CTN')).toHaveLength(1);
  });

  it('sends a new key once the form changes', async () => {
    await signInAs(1010, 'admin');
    server.use(http.post(`*/${SAVE}`, () => HttpResponse.error(), { once: true }));
    const { user } = await openNewUnit();
    await user.type(control('Code'), 'CTN');
    await user.type(control('Name'), 'Cartons');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Network Error please check your connection');
    await user.type(control('Name'), ' of 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Units of measure' });
    const [first, second] = unitSaves();
    expect(second?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });
});

describe('the demo backend and Idempotency-Key', () => {
  it('answers the same key twice with the first answer and saves once', async () => {
    await signInAs(1010, 'admin');
    const unit = { code: 'CRT', name: 'Crates', decimals: 0, active: true };
    await expect(dataProvider.save(SAVE, 'uom', unit, 1, 'key-1')).resolves.toMatchObject({
      recordId: 'CRT',
      result: 'OK',
    });
    await expect(dataProvider.save(SAVE, 'uom', { ...unit, name: 'Changed' }, 1, 'key-1')).resolves.toMatchObject({
      recordId: 'CRT',
      result: 'OK',
    });
    expect(await unitsCoded('CRT')).toEqual([expect.objectContaining({ name: 'Crates' })]);
    // Without the key, the same create is a second save, refused as a duplicate.
    await expect(dataProvider.save(SAVE, 'uom', unit, 1)).rejects.toThrow('Unit CRT already exists.');
  });

  it('remembers no refusal: the same key may try again once the cause is gone', async () => {
    await signInAs(1010, 'admin');
    await expect(
      dataProvider.save(SAVE, 'uom', { code: 'TIN', name: '', decimals: 0, active: true }, 1, 'key-2'),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      dataProvider.save(SAVE, 'uom', { code: 'TIN', name: 'Tins', decimals: 0, active: true }, 1, 'key-2'),
    ).resolves.toMatchObject({ recordId: 'TIN', result: 'OK' });
    expect(await unitsCoded('TIN')).toHaveLength(1);
  });
});

describe('drafts', () => {
  it('keeps a typed form over a reload, says so, and a save clears it', async () => {
    await signInAs(1010, 'admin');
    const first = await openNewUnit();
    await first.user.type(control('Code'), 'DRM');
    await first.user.type(control('Name'), 'Drums');
    first.unmount();

    const { user } = await openNewUnit();
    expect(await screen.findByText(/^Draft restored from /)).toBeVisible();
    expect(control('Code')).toHaveValue('DRM');
    expect(control('Name')).toHaveValue('Drums');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Units of measure' });
    await user.click(screen.getByRole('button', { name: 'New unit' }));
    await screen.findByRole('heading', { name: 'New unit' });
    expect(control('Code')).toHaveValue('');
    expect(screen.queryByText(/^Draft restored from /)).toBeNull();
  });

  it('discards a draft on request, and writes none for an untouched form', async () => {
    await signInAs(1010, 'admin');
    const first = await openNewUnit();
    await first.user.type(control('Name'), 'Half typed');
    first.unmount();

    const second = await openNewUnit();
    const notice = (await screen.findByText(/^Draft restored from /)).closest('.alert') as HTMLElement;
    await second.user.click(within(notice).getByRole('button', { name: 'Discard draft' }));
    expect(control('Name')).toHaveValue('');
    expect(screen.queryByText(/^Draft restored from /)).toBeNull();
    second.unmount();

    await openNewUnit();
    expect(control('Name')).toHaveValue('');
    expect(screen.queryByText(/^Draft restored from /)).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('erp-draft:'))).toEqual([]);
  });

  it('drops the draft when the user leaves and chooses to lose the changes', async () => {
    await signInAs(1010, 'admin');
    const { user } = await openNewUnit();
    await user.type(control('Name'), 'Not wanted');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'New unit' }));
    await screen.findByRole('heading', { name: 'New unit' });
    expect(control('Name')).toHaveValue('');
    expect(screen.queryByText(/^Draft restored from /)).toBeNull();
  });
});
