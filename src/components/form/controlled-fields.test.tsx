import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputField, SelectField, TextAreaField } from './controlled-fields';

describe('labelled fields', () => {
  it('ties the label, the help and the problem to the input; money opens the decimal keypad', async () => {
    const changed = vi.fn();
    render(
      <InputField
        id="amount"
        label="Advance"
        type="money"
        value=""
        onChange={changed}
        error="Enter the amount"
        help="In rupees"
      />,
    );
    const input = screen.getByLabelText('Advance');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Enter the amount In rupees');
    expect(input).toHaveClass('is-invalid');
    await userEvent.setup().type(input, '5');
    expect(changed).toHaveBeenCalledWith('5');
  });

  it('offers "Choose…" first unless told not to, and a text area keeps its label', () => {
    const options = [{ value: 'CL', label: 'Casual leave' }];
    const { rerender } = render(
      <SelectField id="type" label="Type of leave" value="" onChange={() => undefined} options={options} />,
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Casual leave']);
    rerender(
      <SelectField
        id="type"
        label="Type of leave"
        value="CL"
        onChange={() => undefined}
        options={options}
        placeholder={false}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByLabelText('Type of leave')).not.toHaveAttribute('aria-describedby');
    render(<TextAreaField id="why" label="Reason for leaving" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Reason for leaving').tagName).toBe('TEXTAREA');
  });
});
