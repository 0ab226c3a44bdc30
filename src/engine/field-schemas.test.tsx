import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { fieldSchema } from './field-schemas';
import { FieldInput } from './form/field-input';
import type { FieldDeclaration, ResourceRecord } from './resource';

const price: FieldDeclaration = { name: 'price', label: 'Price', type: 'money', required: true, min: 0 };
const balance: FieldDeclaration = { name: 'balance', label: 'Balance', type: 'money' };
const problem = (field: FieldDeclaration, value: unknown) =>
  fieldSchema(field).safeParse(value).error?.issues[0]?.message;

describe('plain numbers (quantities)', () => {
  const quantity: FieldDeclaration = {
    name: 'quantity',
    label: 'Quantity',
    type: 'number',
    required: true,
    min: 0.001,
  };
  it('take at most 9,99,999.999 with at most 3 decimals unless they declare otherwise', () => {
    expect(problem(quantity, 999_999.999)).toBeUndefined();
    expect(problem(quantity, 2.125)).toBeUndefined();
    expect(problem(quantity, 1_000_000)).toBe('Quantity must be at most 9,99,999.999');
    expect(problem(quantity, 99_999_999_999)).toBe('Quantity must be at most 9,99,999.999');
    expect(problem(quantity, 1.0005)).toBe('Quantity takes at most 3 decimals');
    expect(problem({ ...quantity, decimals: 0 }, 1.5)).toBe('Quantity must be a whole number');
    expect(problem({ ...quantity, max: 5_000_000 }, 4_000_000)).toBeUndefined();
  });
  it('leave the money bound to money: a rate of 99,999,999,999 is refused', () => {
    expect(problem({ name: 'rate', label: 'Rate', type: 'money', required: true, min: 0 }, 99_999_999_999)).toBe(
      'Rate must be at most 99,99,99,999.99',
    );
  });
});

describe('money fields', () => {
  it('take at most two decimals, judged on the typed decimals', () => {
    expect(problem(price, 12.5)).toBeUndefined();
    expect(problem(price, 0.1 + 0.2)).toBe('Enter an amount with at most two decimals');
    expect(problem(price, 1.005)).toBe('Enter an amount with at most two decimals');
    expect(problem(price, 12.345)).toBe('Enter an amount with at most two decimals');
  });

  it('are bounded at 99,99,99,999.99 either way unless they declare their own bounds', () => {
    expect(problem(balance, 999_999_999.99)).toBeUndefined();
    expect(problem(balance, -999_999_999.99)).toBeUndefined();
    expect(problem(balance, 1_000_000_000)).toBe('Balance must be at most 99,99,99,999.99');
    expect(problem(balance, -1_000_000_000)).toBe('Balance must be at least -99,99,99,999.99');
    expect(problem({ ...balance, max: 10 }, 11)).toBe('Balance must be at most 10');
    expect(problem(price, -1)).toBe('Price must be at least 0');
  });

  it('show the message next to the field when three decimals are typed', async () => {
    function PriceForm() {
      const form = useForm<ResourceRecord>({
        resolver: zodResolver(z.object({ price: fieldSchema(price) })) as never,
        defaultValues: { price: null },
      });
      return (
        <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <FieldInput
            field={price}
            id="price"
            name="price"
            register={form.register}
            error={form.formState.errors.price as never}
            readOnly={false}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<PriceForm />);
    await user.type(screen.getByRole('spinbutton', { name: /Price/ }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('spinbutton', { name: /Price/ });
    expect(await screen.findByText('Enter an amount with at most two decimals')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an amount with at most two decimals');
  });
});
