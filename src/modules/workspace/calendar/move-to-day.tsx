import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { isDay, movedToDay } from './calendar-dates';
import type { CalendarEvent } from './calendar-types';

interface Props {
  event: CalendarEvent;
  busy: boolean;
  onMove: (moved: CalendarEvent) => void;
}

/** The keyboard way to move an event: a day input and a Move button; the event keeps its times and length. */
export function MoveToDay({ event, busy, onMove }: Props) {
  const [day, setDay] = useState(event.start.slice(0, 10));
  const [problem, setProblem] = useState<string | null>(null);

  const move = () => {
    if (!isDay(day)) return setProblem('Choose the day to move it to.');
    if (day === event.start.slice(0, 10)) return setProblem('It is on that day already: choose another.');
    setProblem(null);
    onMove(movedToDay(event, day));
  };

  return (
    <Form.Group controlId="event-move-to" className="border-top mt-3 pt-3">
      <Form.Label>Move to</Form.Label>
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <Form.Control
            type="date"
            value={day}
            isInvalid={problem !== null}
            aria-describedby={problem ? 'event-move-to-help event-move-to-problem' : 'event-move-to-help'}
            onChange={(change) => setDay(change.target.value)}
            onKeyDown={(key) => {
              if (key.key !== 'Enter') return;
              key.preventDefault();
              move();
            }}
          />
          <Form.Control.Feedback type="invalid" id="event-move-to-problem">
            {problem}
          </Form.Control.Feedback>
        </div>
        <Button variant="outline-primary" disabled={busy} onClick={move}>
          Move
        </Button>
      </div>
      <Form.Text id="event-move-to-help">Keeps its times and length, and saves at once.</Form.Text>
    </Form.Group>
  );
}
