import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdAttendee } from '../../domain/meeting-types';
import { PersonSelect } from '../shared/person-select';

const KIND = { PARENT: 'Parent', STUDENT: 'Pupil', STAFF: 'Staff' } as const;

/** The attendee table's columns: each line's attended box, its remark (trainings only) and its Remove button. */
function attendeeColumns(
  id: string,
  withRemarks: boolean,
  patch: (key: string, change: Partial<FdAttendee>) => void,
  remove: (key: string) => void,
): Array<TableColumn<FdAttendee>> {
  const remarks: TableColumn<FdAttendee> = {
    label: 'Remarks',
    cell: (one) => (
      <>
        <Form.Label htmlFor={`${id}-remarks-${one.key}`} visuallyHidden>{`Remarks on ${one.name}`}</Form.Label>
        <Form.Control
          id={`${id}-remarks-${one.key}`}
          size="sm"
          value={one.remarks}
          maxLength={120}
          onChange={(event) => patch(one.key, { remarks: event.target.value })}
        />
      </>
    ),
  };
  return [
    { label: 'Attendee', cell: (one) => one.name, className: 'fw-normal' },
    { label: 'Who', cell: (one) => KIND[one.kind] },
    {
      label: 'Attended',
      cell: (one) => (
        <Form.Check
          id={`${id}-attended-${one.key}`}
          label={`${one.name} attended`}
          checked={one.attended}
          onChange={(event) => patch(one.key, { attended: event.target.checked })}
        />
      ),
    },
    ...(withRemarks ? [remarks] : []),
    {
      label: 'Actions',
      hideLabel: true,
      cell: (one) => (
        <Button size="sm" variant="outline-danger" onClick={() => remove(one.key)}>
          {`Remove ${one.name}`}
        </Button>
      ),
    },
  ];
}

/**
 * The attendees of a meeting or training: added from the parents, pupils and staff, each marked attended (and, for
 * trainings, a remark).
 */
export function AttendeeLines({
  id,
  attendees,
  people,
  withRemarks,
  error,
  onChange,
}: {
  id: string;
  attendees: FdAttendee[];
  people: readonly DeskPerson[];
  withRemarks: boolean;
  error?: string;
  onChange: (attendees: FdAttendee[]) => void;
}) {
  const [chosen, setChosen] = useState('');
  const patch = (key: string, change: Partial<FdAttendee>) =>
    onChange(attendees.map((one) => (one.key === key ? { ...one, ...change } : one)));
  const add = () => {
    const person = people.find((one) => one.key === chosen);
    if (!person || attendees.some((one) => one.key === chosen)) return;
    onChange([...attendees, { key: person.key, kind: person.kind, name: person.name, attended: false, remarks: '' }]);
    setChosen('');
  };
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Attendees</legend>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <PersonSelect
          id={`${id}-person`}
          label="Parent, pupil or staff member"
          people={people.filter((one) => !attendees.some((chosenOne) => chosenOne.key === one.key))}
          kinds={['PARENT', 'STUDENT', 'STAFF']}
          value={chosen}
          onChange={setChosen}
          error={error}
        />
        <Button variant="outline-primary" className="mb-3" onClick={add} disabled={!chosen}>
          Add attendee
        </Button>
      </div>
      {attendees.length > 0 && (
        <DataTable
          rows={attendees}
          columns={attendeeColumns(id, withRemarks, patch, (key) =>
            onChange(attendees.filter((other) => other.key !== key)),
          )}
          rowKey={(one) => one.key}
          caption="Attendees, each marked when they came"
        />
      )}
    </fieldset>
  );
}

/** The attendee lines of the form's `attendees` (the form given by a FormProvider), its problem beside the choice. */
export function AttendeesField({
  id,
  people,
  withRemarks,
}: {
  id: string;
  people: readonly DeskPerson[];
  withRemarks: boolean;
}) {
  const { field, fieldState } = useController<{ attendees: FdAttendee[] }, 'attendees'>({ name: 'attendees' });
  return (
    <AttendeeLines
      id={id}
      attendees={field.value}
      people={people}
      withRemarks={withRemarks}
      error={fieldState.error?.message}
      onChange={field.onChange}
    />
  );
}
