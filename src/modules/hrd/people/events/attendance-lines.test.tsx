import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { AttendanceLines, AttendeesPicker, type AttendeeDraft } from './attendance-lines';

const employees: EmployeeChoice[] = [
  { recordid: 4, empno: 'E4', empname: 'Asha', designation: 'Clerk', doj: '2020-01-01', inService: true },
  { recordid: 5, empno: 'E5', empname: 'Binu', designation: 'Cook', doj: '2021-01-01', inService: true },
  { recordid: 6, empno: 'E6', empname: 'Chitra', designation: 'Driver', doj: '2022-01-01', inService: true },
];

function Values() {
  const attendees = useWatch<{ attendees: AttendeeDraft[] }, 'attendees'>({ name: 'attendees' });
  return <output aria-label="Values">{JSON.stringify(attendees)}</output>;
}

function Harness() {
  const form = useForm<{ attendees: AttendeeDraft[] }>({ defaultValues: { attendees: [] } });
  return (
    <FormProvider {...form}>
      <AttendeesPicker id="t" employees={employees} />
      <AttendanceLines id="t" employees={employees} withRemarks />
      <Values />
    </FormProvider>
  );
}

const valuesShown = () => JSON.parse(screen.getByLabelText('Values').textContent ?? '[]') as AttendeeDraft[];

// What is marked for an attendee stays with that attendee as others are chosen or dropped around them.
describe('AttendeesPicker and AttendanceLines', () => {
  it('keeps each attendee’s mark and remark as the chosen change', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('group', { name: 'Attendance' })).toBeNull();
    const picker = within(screen.getByRole('group', { name: 'Attendees' }));
    await user.click(picker.getByLabelText('Asha (E4), Clerk'));
    await user.click(picker.getByLabelText('Binu (E5), Cook'));
    await user.click(screen.getByLabelText('Binu attended'));
    await user.type(screen.getByLabelText('Remarks on Binu'), 'Late');

    await user.click(picker.getByLabelText('Asha (E4), Clerk'));
    expect(screen.queryByLabelText('Asha attended')).toBeNull();
    await user.click(picker.getByLabelText('Chitra (E6), Driver'));

    expect(screen.getByLabelText('Binu attended')).toBeChecked();
    expect(screen.getByLabelText('Remarks on Binu')).toHaveValue('Late');
    expect(screen.getByLabelText('Chitra attended')).not.toBeChecked();
    expect(screen.getByLabelText('Remarks on Chitra')).toHaveValue('');
    expect(valuesShown()).toEqual([
      { empno: 5, attended: true, remarks: 'Late' },
      { empno: 6, attended: false, remarks: '' },
    ]);
  });
});
