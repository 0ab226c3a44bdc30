import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../../../lib/api/data-provider';
import type { PenaltyAccount, PenaltyListRow } from '../domain/penalty-rules';
import { CollectDialog } from './collect-dialog';

const row: PenaltyListRow = {
  penaltyNo: 'PEN0001',
  date: '2026-11-02',
  admissionNo: 'A101',
  name: 'Asha Rao',
  classCode: 'VI-A',
  penalty: 'LATE',
  reason: 'Late fee',
  rate: 60,
  days: 1,
  amount: 60,
  remarks: '',
  chargeId: 'CH1',
  status: 'OPEN',
  cancelReason: '',
  by: 'staff',
  state: 'GIVEN',
  paid: 0,
  pending: 60,
};

const accounts: PenaltyAccount[] = [
  { code: 'AC001', detail: 'Cash in hand', typ: 'CAS' },
  { code: 'AC002', detail: 'State Bank', typ: 'BAN' },
  { code: 'AC003', detail: 'Canara Bank', typ: 'BAN' },
];

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CollectDialog row={row} accounts={accounts} onClose={onClose} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Collect penalty PEN0001' });
}

// Another mode lists only its accounts and takes the first of them; a mode without an account asks for one.
describe('CollectDialog', () => {
  it('takes the first account of the mode chosen and sends it with the reference', async () => {
    const write = vi.spyOn(dataProvider, 'write').mockResolvedValue({ result: 'OK', seq: 'REC0009' });
    const closed = vi.fn();
    const dialog = renderDialog(closed);
    const user = userEvent.setup();
    expect(within(dialog).getByLabelText('Into account')).toHaveValue('AC001');
    expect(within(dialog).queryByLabelText('Cheque, transfer or UPI reference')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Received by'), 'BAN');
    const account = within(dialog).getByLabelText('Into account');
    expect(account).toHaveValue('AC002');
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'State Bank', 'Canara Bank']);
    await user.selectOptions(account, 'AC003');
    await user.type(within(dialog).getByLabelText('Cheque, transfer or UPI reference'), ' UTR42 ');
    await user.click(within(dialog).getByRole('button', { name: 'Collect 60.00' }));

    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]?.[1]).toEqual({
      recordId: 'PEN0001',
      header: { mode: 'BAN', account: 'AC003', reference: 'UTR42' },
    });
    write.mockRestore();
  });

  it('asks for the account when the mode has none, and sends nothing', async () => {
    const write = vi.spyOn(dataProvider, 'write');
    const dialog = renderDialog();
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText('Received by'), 'MOB');
    expect(within(dialog).getByLabelText('Into account')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Collect 60.00' }));
    expect(within(dialog).getByLabelText('Into account')).toHaveAccessibleDescription(
      'Choose the account it goes into',
    );
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });
});
