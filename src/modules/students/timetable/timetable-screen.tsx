import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { useClassTimetable, useTimetableRequirements } from './timetable-api';
import { WeekEditor } from './week-editor';

/**
 * Timetable (/students/stutimetable): choose a class (kept in the address, so leaving an unsaved week for another
 * class asks first), then edit its week of periods; the save is refused, by name, when a teacher or room is booked
 * elsewhere in the same period.
 */
export function TimetableScreen() {
  const { params, change } = useScreenParams();
  const classCode = params.get('class') ?? '';
  const requirements = useTimetableRequirements();
  const week = useClassTimetable(classCode);
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the classes, subjects and teachers…" />;
  const data = requirements.data;
  const schoolClass = data.classes.find((one) => one.code === classCode);
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Timetable
      </h1>
      <Form.Group controlId="tt-class" className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label>Class</Form.Label>
        <Form.Select value={classCode} onChange={(event) => change({ class: event.target.value || null })}>
          <option value="">Choose…</option>
          {data.classes.map((one) => (
            <option key={one.code} value={one.code}>
              {one.code} ({one.name})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {data.classes.length === 0 && <p>There are no classes yet: add them under Students, Classes.</p>}
      {classCode !== '' && !schoolClass && <p role="alert">There is no class {classCode}.</p>}
      {schoolClass && week.error && (
        <LoadFailed message={toApiError(week.error).message} onRetry={() => void week.refetch()} />
      )}
      {schoolClass && !week.error && !week.data && <Loading label={`Loading the week of ${classCode}…`} />}
      {schoolClass && week.data && week.data.classCode === classCode && (
        <WeekEditor
          key={`${classCode}|${week.data.timetable?.savedAt ?? ''}`}
          requirements={data}
          schoolClass={schoolClass}
          answer={week.data}
        />
      )}
    </section>
  );
}
