import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ROOT = '/applayout-sidebar-large/inventory';
const today = format(new Date(), 'yyyy-MM-dd');
const month = `${today.slice(2, 4)}-${today.slice(5, 7)}`;
const count = (itemId: string) => screen.getByLabelText(new RegExp(`^Count of .* \\(${itemId}\\)$`));

describe('stock audit', () => {
  it('reports every problem of the sheet at once, then posts the differences so the report shows the counts', async () => {
    await signInAs(1002, 'admin');
    const app = renderApp(`${ROOT}/inv-stock-audit`);
    const { user } = app;
    await screen.findByRole('option', { name: 'Central warehouse (WH)' }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Store counted'), 'WH');
    await screen.findByRole('table', { name: 'Count sheet' });

    await user.click(screen.getByLabelText('Paste counts (itemId,counted a line)'));
    await user.paste('itemId,counted\nITM-0001,abc\nNOPE-1,4\nITM-0003,2\nITM-0003,5\nITM-0004,-1');
    await user.click(screen.getByRole('button', { name: 'Apply pasted counts' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('4 problems on the count sheet');
    expect(summary).toHaveTextContent('The count "abc" for Toor dal 1 kg (ITM-0001) is not a number.');
    expect(summary).toHaveTextContent('NOPE-1 is not a known item.');
    expect(summary).toHaveTextContent(/\(ITM-0003\) is counted twice: on lines \d+ and \d+\./);
    expect(summary).toHaveTextContent(/cannot be negative \(-1\)/);
    expect(count('ITM-0001')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('The count "abc" for Toor dal 1 kg (ITM-0001) is not a number.', {
        selector: '.invalid-feedback',
      }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.type(count('ITM-0001'), '15');
    await user.type(count('ITM-0002'), '40.5');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('No problems: 2 lines counted, 2 items differ from the book.')).toBeVisible();
    await user.dblClick(screen.getByRole('button', { name: 'Post' }));
    const posted = await screen.findByText(`Stock audit AUD${month}/0001 posted.`, {}, { timeout: 8000 });
    expect(
      within(posted.closest('.alert') as HTMLElement).getByText('Items changed').nextElementSibling,
    ).toHaveTextContent('2');

    await act(() => app.router.navigate(`${ROOT}/inv-rep-closing-stock?p.toDate=${today}&p.detail=WH`));
    const row = async (itemId: string) =>
      (await screen.findByRole('cell', { name: itemId }, { timeout: 8000 })).closest('tr')!;
    await waitFor(async () => expect(within(await row('ITM-0001')).getAllByRole('cell')[3]).toHaveTextContent(/^15$/), {
      timeout: 8000,
    });
    expect(within(await row('ITM-0002')).getAllByRole('cell')[3]).toHaveTextContent(/^40\.5$/);
  });
});
