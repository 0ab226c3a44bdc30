import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { FeePupil } from '../domain/fee-ledger-types';
import { PupilPicker } from './pupil-picker';

const pupils: FeePupil[] = [
  { admissionNo: 'A101', name: 'Asha Nair', classCode: 'V-A', active: true },
  { admissionNo: 'B202', name: 'Binu Paul', classCode: 'VI-B', active: false },
];

/** A parent holding the chosen pupil, as the receipt form and the ledger's address do. */
function Parent({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PupilPicker pupils={pupils} value={value} onChange={setValue} error={error} />
      <output aria-label="Chosen">{value}</output>
      <Button onClick={() => setValue('B202')}>Choose Binu elsewhere</Button>
    </>
  );
}

describe('PupilPicker', () => {
  it('narrows the pupils to those found and tells the parent the one chosen', async () => {
    const user = userEvent.setup();
    render(<Parent />);
    await user.type(screen.getByLabelText('Find a pupil (name or admission number)'), 'binu');
    const select = screen.getByLabelText('Pupil');
    expect([...select.querySelectorAll('option')].map((one) => one.textContent)).toEqual([
      'Choose…',
      'Binu Paul, VI-B (B202), left',
    ]);
    await user.selectOptions(select, 'B202');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('B202');
  });

  it('chooses the pupil whose admission number is typed in full, and follows a choice made elsewhere', async () => {
    const user = userEvent.setup();
    render(<Parent />);
    await user.type(screen.getByLabelText('Find a pupil (name or admission number)'), 'a101');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('A101');
    expect(screen.getByLabelText('Pupil')).toHaveValue('A101');
    await user.click(screen.getByRole('button', { name: 'Choose Binu elsewhere' }));
    expect(await screen.findByLabelText('Pupil')).toHaveValue('B202');
  });

  it('shows the problem the parent found beside the pupil', () => {
    render(<Parent error="Choose the pupil." />);
    expect(screen.getByLabelText('Pupil')).toHaveAccessibleDescription('Choose the pupil.');
  });
});
