import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useController } from 'react-hook-form';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdAttendee } from '../../domain/meeting-types';
import { PersonSelect } from '../shared/person-select';

const KIND = { PARENT: 'Parent', STUDENT: 'Pupil', STAFF: 'Staff' } as const;

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
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="caption-top">Attendees, each marked when they came</caption>
            <thead>
              <tr>
                <th scope="col">Attendee</th>
                <th scope="col">Who</th>
                <th scope="col">Attended</th>
                {withRemarks && <th scope="col">Remarks</th>}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {attendees.map((one) => (
                <tr key={one.key}>
                  <th scope="row" className="fw-normal">
                    {one.name}
                  </th>
                  <td>{KIND[one.kind]}</td>
                  <td>
                    <Form.Check
                      id={`${id}-attended-${one.key}`}
                      label={`${one.name} attended`}
                      checked={one.attended}
                      onChange={(event) => patch(one.key, { attended: event.target.checked })}
                    />
                  </td>
                  {withRemarks && (
                    <td>
                      <Form.Label
                        htmlFor={`${id}-remarks-${one.key}`}
                        visuallyHidden
                      >{`Remarks on ${one.name}`}</Form.Label>
                      <Form.Control
                        id={`${id}-remarks-${one.key}`}
                        size="sm"
                        value={one.remarks}
                        maxLength={120}
                        onChange={(event) => patch(one.key, { remarks: event.target.value })}
                      />
                    </td>
                  )}
                  <td>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => onChange(attendees.filter((other) => other.key !== one.key))}
                    >
                      {`Remove ${one.name}`}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
