import { screen, within } from '@testing-library/react';
import { POS } from '../../src/menus/catalogue/pos';
import { COMPANY, NAAN } from './support/pos-orders';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

describe("the outlet's slip paper", () => {
  it('is 80 mm until set; an outlet set to 58 mm lays its KOT slips out for 58 mm, another keeps 80', async () => {
    await signInAs(COMPANY, 'admin');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`/applayout-sidebar-large/${POS.resBillingClassy.path}`);
    await user.selectOptions(await screen.findByLabelText('Outlet'), 'DIN');
    const paper = screen.getByLabelText('Slip paper');
    expect(paper).toHaveValue('80');

    await user.selectOptions(paper, '58');
    expect(paper).toHaveValue('58');
    // A device setting, per company and outlet (the server's outlet record has no paper field).
    expect(JSON.parse(localStorage.getItem(`erp.print.paper|${COMPANY}`)!)).toEqual({ outlets: { DIN: 58 }, last: 58 });

    await user.click(await screen.findByRole('button', { name: /^T1, free(,|$)/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Find an item' }), `${NAAN}{Enter}`);
    await user.click(screen.getByRole('button', { name: /Send KOT/ }));
    const slips = await screen.findByRole('region', { name: 'KOT slips' });
    const [slip] = within(slips).getAllByRole('article');
    expect(slip).toHaveAttribute('data-paper', '58mm');
    // Its page, as wide as the roll, waits in the head for the print.
    const pages = [...document.head.querySelectorAll('style[data-thermal-page]')].map((rule) => rule.textContent);
    expect(pages).toEqual([expect.stringMatching(/^@page thermal-\w+ \{ size: 58mm \d+mm; margin: 0; \}$/)]);
    await user.click(within(slips).getByRole('button', { name: 'Done' }));

    await user.selectOptions(screen.getByLabelText('Outlet'), 'FAM');
    expect(screen.getByLabelText('Slip paper')).toHaveValue('80');
    await user.selectOptions(screen.getByLabelText('Outlet'), 'DIN');
    expect(screen.getByLabelText('Slip paper')).toHaveValue('58');
  });
});
