import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { AdvanceMoneyFields } from './advance-money-fields';
import { MONEY_MODE_LABELS } from './money-modes';
import { ReceivedIntoFields } from './received-into-fields';

const ACCOUNTS = [
  { code: 'AC001', detail: 'Main cash', typ: 'CAS' },
  { code: 'AC002', detail: 'State bank', typ: 'BAN' },
];

function Receipt() {
  const form = useForm({ defaultValues: { amount: '', mode: 'CAS', account: '', reference: '' } });
  return (
    <form>
      <ReceivedIntoFields form={form} idPrefix="rec" modeLabels={MONEY_MODE_LABELS} accounts={ACCOUNTS}>
        <label htmlFor="rec-amount">Amount received</label>
        <input id="rec-amount" />
      </ReceivedIntoFields>
    </form>
  );
}

function Advance({ amountType }: { amountType?: 'number' }) {
  const form = useForm({ defaultValues: { dat: '', amt: '', paymentmode: 'CAS', accountId: '' } });
  return (
    <form>
      <AdvanceMoneyFields
        form={form}
        idPrefix="adv"
        accounts={ACCOUNTS}
        modeLabel="Paid by"
        amountType={amountType}
        whenModeChanges="clear"
      />
    </form>
  );
}

describe('ReceivedIntoFields', () => {
  it('asks the mode (always one), the account it went into, then the reference, on the line of what it is given', async () => {
    const user = userEvent.setup();
    render(<Receipt />);
    const mode = screen.getByLabelText('Received by');
    expect(mode).toHaveAttribute('id', 'rec-mode');
    expect(mode.querySelector('option')).toHaveTextContent('Cash');
    expect(screen.getByLabelText('Amount received').parentElement).toBe(mode.closest('.d-flex'));
    expect(screen.getByLabelText('Into account')).toHaveValue('AC001');
    await user.selectOptions(mode, 'BAN');
    expect(screen.getByLabelText('Into account')).toHaveValue('AC002');
    expect(screen.getByLabelText('Cheque, transfer or UPI reference')).toHaveAttribute('id', 'rec-reference');
  });
});

describe('AdvanceMoneyFields', () => {
  it('asks the amount as rupees typed, then the mode and its account, under the ids given', () => {
    render(<Advance />);
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAttribute('id', 'adv-amt');
    expect(amount).toHaveAttribute('type', 'text');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Paid by')).toHaveAttribute('id', 'adv-mode');
    expect(screen.getByLabelText('Account')).toHaveAttribute('id', 'adv-account');
  });

  it('takes the amount in a number box to the paisa where the form asks', () => {
    render(<Advance amountType="number" />);
    expect(screen.getByLabelText('Amount')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('step', '0.01');
  });
});
