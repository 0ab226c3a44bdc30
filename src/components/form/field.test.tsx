import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from './field';

const schema = z.object({
  amount: z.string().trim().min(1, 'Enter the amount.'),
  mode: z.string().min(1, 'Choose how it was paid.'),
  notes: z.string(),
});
type Values = z.infer<typeof schema>;

function Sample({ onMode, problem }: { onMode?: (value: string) => void; problem?: string }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { amount: '', mode: '', notes: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <Field form={form} name="amount" label="Amount" type="money" help="In rupees" placeholder="0.00" />
      <Field
        form={form}
        name="mode"
        label="Mode"
        options={[{ value: 'CAS', label: 'Cash' }]}
        onChange={onMode}
        problem={problem}
      />
      <Field form={form} name="notes" id="the-notes" label="Notes" type="textarea" mark="optional" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form field bound to react-hook-form', () => {
  it('marks each problem of the schema beside its field and announces it with the field', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    // The schema runs as the form submits, which may finish after the click has returned.
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription('Enter the amount. In rupees');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAttribute('placeholder', '0.00');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveAccessibleDescription('Choose how it was paid.');
    await user.type(amount, '12.50');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('In rupees'));
    expect(screen.getByRole('textbox', { name: 'Notes (optional)' })).toHaveAttribute('id', 'the-notes');
  });

  it('offers Choose… first, tells onChange the value the form now holds, and shows a problem found elsewhere', async () => {
    const user = userEvent.setup();
    const onMode = vi.fn();
    render(<Sample onMode={onMode} problem="Cash is closed for the day." />);
    const mode = screen.getByRole('combobox', { name: 'Mode' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Cash']);
    expect(mode).toHaveAccessibleDescription('Cash is closed for the day.');
    await user.selectOptions(mode, 'CAS');
    expect(onMode).toHaveBeenCalledWith('CAS');
    expect(mode).toHaveValue('CAS');
  });
});
