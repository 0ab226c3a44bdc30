import Form from 'react-bootstrap/Form';
import { EVENT_COLOURS, type CalendarEvent } from './calendar-types';
import { inputValue, withAllDay, withEnd, withStart } from './event-draft';
import { NOTES_MAX, TITLE_MAX } from './event-rules';

interface Props {
  draft: CalendarEvent;
  errors: Readonly<Record<string, string>>;
  onChange: (draft: CalendarEvent) => void;
}

/** The id of a field's input (the dialog focuses the first field with a problem). */
export const eventFieldId = (field: string) => `event-${field}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A field's problem under it, tied to its input. */
function Problem({ field, errors }: { field: string; errors: Props['errors'] }) {
  return (
    <Form.Control.Feedback type="invalid" id={`${eventFieldId(field)}-problem`}>
      {errors[field]}
    </Form.Control.Feedback>
  );
}

/** The event form's fields: title, all day, start, end, colour, notes, each labelled with its problem beside it. */
export function EventFields({ draft, errors, onChange }: Props) {
  const invalid = (field: string) => ({
    isInvalid: Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${eventFieldId(field)}-problem` : undefined,
  });
  const timeType = draft.allDay ? 'date' : 'datetime-local';

  return (
    <div className="row g-3">
      <Form.Group controlId={eventFieldId('title')} className="col-12">
        <Form.Label>Title</Form.Label>
        <Form.Control
          value={draft.title}
          maxLength={TITLE_MAX}
          {...invalid('title')}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
        <Problem field="title" errors={errors} />
      </Form.Group>
      <Form.Group controlId={eventFieldId('allDay')} className="col-12">
        <Form.Check
          type="switch"
          label="All day"
          checked={draft.allDay}
          onChange={(event) => onChange(withAllDay(draft, event.target.checked))}
        />
      </Form.Group>
      <Form.Group controlId={eventFieldId('start')} className="col-sm-6">
        <Form.Label>Start</Form.Label>
        <Form.Control
          type={timeType}
          value={inputValue(draft.start, draft.allDay)}
          {...invalid('start')}
          onChange={(event) => onChange(withStart(draft, event.target.value))}
        />
        <Problem field="start" errors={errors} />
      </Form.Group>
      <Form.Group controlId={eventFieldId('end')} className="col-sm-6">
        <Form.Label>End</Form.Label>
        <Form.Control
          type={timeType}
          value={inputValue(draft.end, draft.allDay)}
          {...invalid('end')}
          onChange={(event) => onChange(withEnd(draft, event.target.value))}
        />
        <Problem field="end" errors={errors} />
      </Form.Group>
      <Form.Group controlId={eventFieldId('colour')} className="col-sm-6">
        <Form.Label>Colour</Form.Label>
        <Form.Select
          value={draft.colour}
          {...invalid('colour')}
          onChange={(event) =>
            onChange({
              ...draft,
              colour: EVENT_COLOURS.find((colour) => colour === event.target.value) ?? draft.colour,
            })
          }
        >
          {EVENT_COLOURS.map((colour) => (
            <option key={colour} value={colour}>
              {capitalised(colour)}
            </option>
          ))}
        </Form.Select>
        <Problem field="colour" errors={errors} />
      </Form.Group>
      <Form.Group controlId={eventFieldId('notes')} className="col-12">
        <Form.Label>Notes</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={draft.notes}
          maxLength={NOTES_MAX}
          {...invalid('notes')}
          onChange={(event) => onChange({ ...draft, notes: event.target.value })}
        />
        <Problem field="notes" errors={errors} />
      </Form.Group>
    </div>
  );
}
