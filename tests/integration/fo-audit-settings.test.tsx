import { configure, screen } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { AUDIT_ENDPOINTS, type NightAuditView } from '../../src/modules/frontoffice/audit/domain/audit-types';
import { testStay } from '../../src/modules/frontoffice/audit/domain/test-stays';
import { DEFAULT_FO_SETTINGS } from '../../src/modules/frontoffice/domain/fo-settings';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { foSettingsOf } from '../../src/mocks/frontoffice/fo-store';
import { backendSession, day, HOTEL, PREFIX, putStay, today } from './fo-audit-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const saves = () => requests.filter((request) => request.url.endsWith(`/${AUDIT_ENDPOINTS.saveSettings}`));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );

describe('front office settings (/frontoffice/fo-settings)', () => {
  it('marks each problem beside its field and sends nothing; fixed, it saves once and the night audit taxes by the new slabs', async () => {
    const session = await backendSession('admin');
    await putStay(session, testStay('CHK26-11/9111', '111', today(), day(today(), 2), 10_000));
    const { user } = renderApp(`${PREFIX}/fo-settings`);
    expect(await screen.findByLabelText('Check-out time', {}, { timeout: 8000 })).toHaveValue('12:00');
    expect(screen.getByLabelText('Slab 1: nights up to (Rs)')).toHaveValue('7,500.00');
    expect(screen.getByLabelText('Slab 2: GST %')).toHaveValue('18');

    // A slab between the two, below the one before, and C-Form hours of nothing.
    await user.click(screen.getByRole('button', { name: 'Add a slab' }));
    await user.type(screen.getByLabelText('Slab 2: nights up to (Rs)'), '7,000');
    await user.type(screen.getByLabelText('Slab 2: GST %'), '12');
    await user.clear(screen.getByLabelText('C-Form due within (hours)'));
    await user.type(screen.getByLabelText('C-Form due within (hours)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(
        "Slabs go up: give more than Rs 7,500.00, the slab before's limit.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const limit = screen.getByLabelText('Slab 2: nights up to (Rs)');
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveAccessibleDescription("Slabs go up: give more than Rs 7,500.00, the slab before's limit.");
    expect(screen.getByLabelText('C-Form due within (hours)')).toHaveAccessibleDescription(
      'Give whole hours from 1 to 168 (the law asks for 24).',
    );
    expect(screen.getByLabelText('Slab 3: GST %')).toHaveValue('18');
    expect(saves()).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '12,000');
    await user.clear(screen.getByLabelText('C-Form due within (hours)'));
    await user.type(screen.getByLabelText('C-Form due within (hours)'), '24');
    await user.dblClick(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings are saved.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect((await foSettingsOf(HOTEL)).roomTaxSlabs).toEqual([
      { upTo: 7500, percent: 5 },
      { upTo: 12_000, percent: 12 },
      { upTo: null, percent: 18 },
    ]);

    const view = await dataProvider.report<NightAuditView>(AUDIT_ENDPOINTS.nightAudit, {});
    expect(view.nights.find((night) => night.room === '111')).toMatchObject({
      amount: 10_000,
      percent: 12,
      cgst: 600,
      sgst: 600,
      total: 11_200,
    });
  });

  it('the backend refuses bad settings by itself, and the receptionist may neither read nor change them', async () => {
    await signInAs(HOTEL, 'admin');
    const bad = {
      ...DEFAULT_FO_SETTINGS,
      roomTaxSlabs: [
        { upTo: null, percent: 5 },
        { upTo: 7500, percent: 18 },
      ],
    };
    expect(await refusal(dataProvider.write(AUDIT_ENDPOINTS.saveSettings, { header: bad, traCheck: 2 }))).toBe(
      'GST slab 1, up to: Give the highest night tariff this slab taxes (only the last slab is open-ended). GST slab 2, up to: The last slab has no upper limit: it taxes every night above the one before.',
    );
    expect(await foSettingsOf(HOTEL)).toEqual(DEFAULT_FO_SETTINGS);

    await signInAs(HOTEL, 'staff');
    expect(
      await refusal(dataProvider.write(AUDIT_ENDPOINTS.saveSettings, { header: DEFAULT_FO_SETTINGS, traCheck: 2 })),
    ).toBe(NOT_AUTHORISED);
    renderApp(`${PREFIX}/fo-settings`);
    expect(
      await screen.findByText('You are not permitted to open this screen.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
