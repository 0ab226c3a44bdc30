import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';
import { EVENT_COLOURS, type CalendarEvent } from './calendar-types';
import { inputValue, withAllDay, withEnd, withStart } from './event-draft';
import { NOTES_MAX, TITLE_MAX } from './event-rules';

interface Props {
  form: Pick<UseFormReturn<CalendarEvent>, 'register' | 'formState'>;
  draft: CalendarEvent;
  /** A change that moves other fields along (all day, start, end): the whole draft as it becomes. */
  onChange: (draft: CalendarEvent) => void;
}

/** The id of a field's input (the dialog focuses the first field with a problem). */
export const eventFieldId = (field: string) => `event-${field}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const COLOURS = EVENT_COLOURS.map((colour) => ({ value: colour, label: capitalised(colour) }));

interface TimeProps extends Props {
  field: 'start' | 'end';
  label: string;
}

/**
 * The start or the end: a day for an all-day event, a date-time otherwise, so the input shows a part of the value
 * and a change may move the other end along.
 */
function TimeField({ form, draft, onChange, field, label }: TimeProps) {
  const id = eventFieldId(field);
  const error = form.formState.errors[field]?.message;
  return (
    <FieldFrame id={id} label={label} error={error} className="col-sm-6">
      <Form.Control
        id={id}
        type={draft.allDay ? 'date' : 'datetime-local'}
        value={inputValue(draft[field], draft.allDay)}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange((field === 'start' ? withStart : withEnd)(draft, event.target.value))}
      />
    </FieldFrame>
  );
}

/** The event form's fields: title, all day, start, end, colour, notes, each labelled with its problem beside it. */
export function EventFields({ form, draft, onChange }: Props) {
  return (
    <div className="row g-3">
      <Field
        form={form}
        name="title"
        id={eventFieldId('title')}
        label="Title"
        maxLength={TITLE_MAX}
        className="col-12"
      />
      <Form.Group controlId={eventFieldId('allDay')} className="col-12">
        <Form.Check
          type="switch"
          label="All day"
          checked={draft.allDay}
          onChange={(event) => onChange(withAllDay(draft, event.target.checked))}
        />
      </Form.Group>
      <TimeField form={form} draft={draft} onChange={onChange} field="start" label="Start" />
      <TimeField form={form} draft={draft} onChange={onChange} field="end" label="End" />
      <Field
        form={form}
        name="colour"
        id={eventFieldId('colour')}
        label="Colour"
        options={COLOURS}
        choose={null}
        className="col-sm-6"
      />
      <Field
        form={form}
        name="notes"
        id={eventFieldId('notes')}
        label="Notes"
        type="textarea"
        rows={3}
        maxLength={NOTES_MAX}
        className="col-12"
      />
    </div>
  );
}
