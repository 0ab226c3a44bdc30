import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Button from 'react-bootstrap/Button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { MonthView } from './month-view';
import { RegisterView } from './register-view';

/**
 * Attendance (/students/stuattendance): a class's register for a day, marked by keyboard, and its month
 * grid (P/A/H and each pupil's percentage). The view, class, day and month live in the URL.
 */
export function AttendanceScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const view = params.get('view') === 'month' ? 'month' : 'register';
  const classCode = params.get('class') ?? '';
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Attendance
      </h1>
      <ButtonGroup aria-label="View" className="mb-3">
        <Button
          variant={view === 'register' ? 'primary' : 'outline-primary'}
          aria-pressed={view === 'register'}
          onClick={() => change({ view: null })}
        >
          Register
        </Button>
        <Button
          variant={view === 'month' ? 'primary' : 'outline-primary'}
          aria-pressed={view === 'month'}
          onClick={() => change({ view: 'month' })}
        >
          Month grid
        </Button>
      </ButtonGroup>
      {view === 'register' ? (
        <RegisterView
          classCode={classCode}
          date={params.get('date') ?? ''}
          onChange={change}
          editable={allowed('create') || allowed('modify')}
          otherDates={allowed('otherDates')}
        />
      ) : (
        <MonthView classCode={classCode} month={params.get('month') ?? ''} onChange={change} />
      )}
    </section>
  );
}
