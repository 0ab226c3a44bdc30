import { format } from 'date-fns';
import { formatDate } from '../../../lib/format/date-format';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { isPunchTime } from '../domain/punch-import';
import { matchingLines, registerLines, type RegisterLine } from '../domain/punch-register';
import { useInoutDay, usePunch } from './inout-api';
import { RegisterTable } from './register-table';

const nowTime = () => format(new Date(), 'HH:mm');

/** A day's register with manual punches: one time field for the punch, a search box, a row per employee. */
export function DayRegister({ day, today }: { day: string; today: string }) {
  const id = useId();
  const register = useInoutDay(day, true);
  const [search, setSearch] = useState('');
  const [time, setTime] = useState(() => (day === today ? nowTime() : ''));
  const [timeProblem, setTimeProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const timeField = useRef<HTMLInputElement>(null);
  const table = useRef<HTMLDivElement>(null);
  const punch = usePunch();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const allowed = useScreenPermission();
  const lines = useMemo(() => registerLines(register.data ?? []), [register.data]);
  const shown = useMemo(() => matchingLines(lines, search), [lines, search]);
  if (register.error)
    return <LoadFailed message={toApiError(register.error).message} onRetry={() => void register.refetch()} />;
  if (!register.data) return <Loading label="Loading the day's punches…" />;

  const send = (line: RegisterLine, traCheck: 1 | 2) => {
    if (!isPunchTime(time)) {
      setTimeProblem('Enter the time as HH:mm (24 hours), e.g. 09:05.');
      timeField.current?.focus();
      return;
    }
    setTimeProblem(null);
    void submit(async () => {
      const inout = {
        lineid: traCheck === 2 ? line.openLineid! : 0,
        empId: line.recordid,
        dat: day,
        fromTime: traCheck === 1 ? time : '',
        toTime: traCheck === 2 ? time : '',
      };
      await punch.mutateAsync({ inout, traCheck, idempotencyKey: attempt.keyFor({ inout, traCheck }) });
      attempt.saved();
      setDone(
        `${line.empname} (${line.empno}) punched ${traCheck === 1 ? 'in' : 'out'} at ${time} on ${formatDate(day)}.`,
      );
    });
  };
  // Enter in the search box goes to the first employee's punch button.
  const toFirst = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    table.current?.querySelector<HTMLButtonElement>('tbody button')?.focus();
  };
  const canPunch = allowed('create') || allowed('modify');
  return (
    <>
      <div className="d-flex flex-wrap align-items-start gap-3">
        {canPunch && (
          <Form.Group controlId={`${id}-time`}>
            <Form.Label>Time of the punch</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                ref={timeField}
                inputMode="numeric"
                placeholder="HH:mm"
                autoComplete="off"
                style={{ maxWidth: '7rem' }}
                value={time}
                isInvalid={!!timeProblem}
                aria-describedby={`${id}-time-help${timeProblem ? ` ${id}-time-error` : ''}`}
                onChange={(event) => setTime(event.target.value.trim())}
              />
              {day === today && (
                <Button variant="outline-secondary" onClick={() => setTime(nowTime())}>
                  Now
                </Button>
              )}
            </div>
            <Form.Text id={`${id}-time-help`} muted className="d-block">
              24 hours; used by the punch in or out you press next.
            </Form.Text>
            {timeProblem && (
              <div className="invalid-feedback d-block" id={`${id}-time-error`}>
                {timeProblem}
              </div>
            )}
          </Form.Group>
        )}
        <Form.Group controlId={`${id}-search`}>
          <Form.Label>Find an employee</Form.Label>
          <Form.Control
            type="search"
            autoComplete="off"
            value={search}
            placeholder="Name or number"
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={toFirst}
          />
        </Form.Group>
      </div>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <p role="status" className="text-success small mb-2">
        {done}
      </p>
      <div ref={table}>
        <RegisterTable
          day={day}
          lines={shown}
          total={lines.length}
          saving={saving}
          canIn={allowed('create')}
          canOut={allowed('modify')}
          onPunch={send}
        />
      </div>
    </>
  );
}
