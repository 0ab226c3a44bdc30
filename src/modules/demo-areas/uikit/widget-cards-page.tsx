import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { CataloguePage, Example } from '../catalogue-page';
import { SampleNotifications } from './sample-notifications';

/** Out-patient visits per weekday of a sample week. */
export const WEEK_VISITS = [
  ['Mon', 142],
  ['Tue', 118],
  ['Wed', 131],
  ['Thu', 97],
  ['Fri', 156],
  ['Sat', 84],
] as const;

const OCCUPANCY = [
  ['General ward', 23, 28],
  ['ICU', 9, 10],
  ['Maternity', 6, 12],
] as const;

const ADMISSIONS = [
  ['Asha Verma', 'Cardiology', '09:40'],
  ['Rohit Mehra', 'Orthopaedics', '10:15'],
  ['Farida Khan', 'General medicine', '11:05'],
] as const;

/** A small bar chart drawn with SVG; its numbers are also in its label for screen readers. */
function WeekBars() {
  const most = Math.max(...WEEK_VISITS.map(([, count]) => count));
  const label = `Visits per day: ${WEEK_VISITS.map(([day, count]) => `${day} ${count}`).join(', ')}`;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 240 110" width="100%" height="110">
      {WEEK_VISITS.map(([day, count], index) => {
        const height = Math.round((count / most) * 80);
        return (
          <g key={day}>
            <rect x={index * 40 + 8} y={90 - height} width={24} height={height} rx={3} fill="#663399" />
            <text x={index * 40 + 20} y={105} textAnchor="middle" fontSize="10" fill="currentColor">
              {day}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** UI kit: widget cards — a chart, progress bars, a list and a to-do list, each in a card. */
export function WidgetCardsPage() {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set(['Check the cash book']));
  const tasks = ['Check the cash book', 'Approve the pharmacy order', 'Send the TDS return'];
  const toggle = (task: string) =>
    setDone((previous) => {
      const next = new Set(previous);
      if (next.has(task)) next.delete(task);
      else next.add(task);
      return next;
    });
  const total = WEEK_VISITS.reduce((sum, [, count]) => sum + count, 0);
  return (
    <CataloguePage intro="Cards that hold a small tool: a chart, progress, a list to act on.">
      <div className="row g-4">
        <div className="col-lg-6">
          <Example
            title="Visits this week"
            source="Card with an SVG chart (role img with its figures as the label)"
            className="h-100"
          >
            <WeekBars />
            <p className="mb-0">Total: {total} visits</p>
          </Example>
        </div>
        <div className="col-lg-6">
          <Example
            title="Bed occupancy"
            source="ProgressBar (react-bootstrap), labelled with aria-label"
            className="h-100"
          >
            {OCCUPANCY.map(([ward, used, beds]) => {
              const percent = Math.round((used / beds) * 100);
              return (
                <div key={ward} className="mb-3">
                  <div className="d-flex justify-content-between small">
                    <span>{ward}</span>
                    <span>
                      {used} of {beds} beds
                    </span>
                  </div>
                  <ProgressBar
                    now={percent}
                    aria-label={`${ward} occupancy`}
                    variant={percent >= 90 ? 'danger' : percent >= 75 ? 'warning' : 'success'}
                  />
                </div>
              );
            })}
          </Example>
        </div>
        <div className="col-lg-6">
          <Example title="Latest admissions" source="Card with ListGroup (react-bootstrap)" className="h-100">
            <Card>
              <ListGroup variant="flush" as="ol">
                {ADMISSIONS.map(([name, department, time]) => (
                  <ListGroup.Item as="li" key={name} className="d-flex justify-content-between">
                    <span>
                      {name} <span className="text-muted">— {department}</span>
                    </span>
                    <time>{time}</time>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </Card>
          </Example>
        </div>
        <div className="col-lg-6">
          <Example title="To do today" source="Form.Check (react-bootstrap) with labels" className="h-100">
            {tasks.map((task, index) => (
              <Form.Check
                key={task}
                id={`widget-task-${index}`}
                label={task}
                checked={done.has(task)}
                onChange={() => toggle(task)}
                className={done.has(task) ? 'text-decoration-line-through text-muted' : undefined}
              />
            ))}
            <p className="small text-muted mt-2 mb-0" aria-live="polite">
              {done.size} of {tasks.length} done
            </p>
          </Example>
        </div>
        <div className="col-lg-6">
          <Example
            title="Notifications (samples)"
            source="The template's five sample notifications: src/modules/demo-areas/uikit/sample-notifications.tsx"
            className="h-100"
          >
            <SampleNotifications />
          </Example>
        </div>
      </div>
    </CataloguePage>
  );
}
