import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MONEY_MODE_LABELS } from './money-modes';
import { BankDetailsField, PaymentModeFields } from './payment-mode-fields';

const ACCOUNTS = [
  { code: 'AC001', detail: 'Main cash', typ: 'CAS' },
  { code: 'AC002', detail: 'State bank', typ: 'BAN' },
];

interface Values {
  mode: string;
  account: string;
  bank: string;
}

function Sample({ whenModeChanges, account = 'AC001' }: { whenModeChanges?: 'first' | 'clear'; account?: string }) {
  const form = useForm<Values>({ defaultValues: { mode: 'CAS', account, bank: '' } });
  return (
    <form>
      <PaymentModeFields
        form={form}
        mode="mode"
        account="account"
        idPrefix="pay"
        labels={{ mode: 'Paid by', account: 'From account' }}
        modeLabels={MONEY_MODE_LABELS}
        accounts={ACCOUNTS}
        whenModeChanges={whenModeChanges}
      />
      <BankDetailsField form={form} name="bank" mode="mode" id="pay-bank" />
    </form>
  );
}

describe('PaymentModeFields', () => {
  it('offers the modes and the accounts of the mode chosen, under the form’s labels and ids', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    const mode = screen.getByLabelText('Paid by');
    expect(mode).toHaveAttribute('id', 'pay-mode');
    expect([...mode.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose…',
      'Cash',
      'Bank',
      'Wallet',
    ]);
    const account = screen.getByLabelText('From account');
    expect(account).toHaveAttribute('id', 'pay-account');
    expect(account).toHaveValue('AC001');
    expect(screen.queryByLabelText('Bank details')).not.toBeInTheDocument();
    await user.selectOptions(mode, 'BAN');
    expect([...account.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose…',
      'State bank (AC002)',
    ]);
    // Left alone, the new mode shows no account chosen: the user chooses one.
    expect(account).toHaveValue('');
    expect(screen.getByLabelText('Bank details')).toHaveAccessibleDescription('Cheque number or transfer reference.');
  });

  it('puts in the first account of a new mode, or clears it, as the form asks', async () => {
    const user = userEvent.setup();
    const first = render(<Sample whenModeChanges="first" account="" />);
    expect(screen.getByLabelText('From account')).toHaveValue('AC001');
    await user.selectOptions(screen.getByLabelText('Paid by'), 'BAN');
    expect(screen.getByLabelText('From account')).toHaveValue('AC002');
    await user.selectOptions(screen.getByLabelText('Paid by'), 'MOB');
    expect(screen.getByLabelText('From account')).toHaveValue('');
    first.unmount();

    render(<Sample whenModeChanges="clear" />);
    await user.selectOptions(screen.getByLabelText('Paid by'), 'BAN');
    await user.selectOptions(screen.getByLabelText('From account'), 'AC002');
    await user.selectOptions(screen.getByLabelText('Paid by'), 'CAS');
    expect(screen.getByLabelText('From account')).toHaveValue('');
  });
});
