import { useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import {
  daySummary,
  registerProblems,
  type RegisterAnswer,
  type RegisterInput,
  type RegisterProblem,
} from '../domain/attendance-rules';
import { useSaveRegister } from './attendance-api';
import { RegisterRoll } from './register-roll';
import { useRollKeys } from './use-roll-keys';

interface Props {
  answer: RegisterAnswer;
  /** May the user save (create a day, or modify a day already kept)? */
  editable: boolean;
  otherDates: boolean;
}

const sameAbsentees = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>) =>
  a.size === b.size && [...a].every(([key, reason]) => b.get(key)?.trim() === reason.trim());

/** The register's context for the rules: the day's holiday (if any) as the map schoolHolidaysOf gives. */
export const registerContext = (answer: RegisterAnswer, otherDates: boolean) => ({
  today: answer.today,
  roll: answer.roll,
  holidays: new Map(answer.shut ? [[answer.dat, answer.shut]] : []),
  otherDates,
});

/**
 * A class's roll for a day, everyone present unless marked absent, marked by keyboard (use-roll-keys.ts): arrows
 * move, A or Space toggles, Enter saves. An absentee may carry a reason. Save sends the day's absentees (replace-all);
 * the rules are checked first (attendance-rules.ts), and again by the server.
 */
export function RegisterEditor({ answer, editable, otherDates }: Props) {
  const kept = useMemo(
    () => new Map((answer.register?.absentees ?? []).map((row) => [row.admissionNo, row.reason])),
    [answer.register],
  );
  const [absent, setAbsent] = useState<Map<string, string>>(() => new Map(kept));
  const [problems, setProblems] = useState<RegisterProblem[]>([]);
  const dirty = !sameAbsentees(absent, kept);
  const leaveQuestion = useLeaveGuard(dirty);
  const save = useSaveRegister();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const { roll } = answer;
  const input: RegisterInput = {
    classCode: answer.classCode,
    dat: answer.dat,
    absentees: roll
      .filter((pupil) => absent.has(pupil.admissionNo))
      .map((pupil) => ({ admissionNo: pupil.admissionNo, reason: absent.get(pupil.admissionNo)!.trim() })),
  };
  const summary = daySummary(answer.classCode, roll, input.absentees);
  const shown = formatDate(answer.dat);

  const toggle = (index: number) => {
    const pupil = roll[index];
    if (!pupil || !editable) return;
    setAbsent((previous) => {
      const next = new Map(previous);
      if (next.has(pupil.admissionNo)) next.delete(pupil.admissionNo);
      else next.set(pupil.admissionNo, '');
      return next;
    });
  };
  const setReason = (admissionNo: string, reason: string) =>
    setAbsent((previous) => new Map(previous).set(admissionNo, reason));

  const onSave = () => {
    if (!editable) return;
    void submit(async () => {
      const found = registerProblems(input, registerContext(answer, otherDates));
      setProblems(found);
      if (found.length > 0) return;
      await save.mutateAsync({ input, kept: answer.register !== null, idempotencyKey: attempt.keyFor(input) });
      attempt.saved();
      showDoneToast(`Register of ${answer.classCode} for ${shown} saved: ${summary.absent} absent.`);
    });
  };
  const keys = useRollKeys({ count: roll.length, onToggle: toggle, onSave });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  if (roll.length === 0) return <p>Nobody is on the roll of {answer.classCode}.</p>;
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={`Register of ${answer.classCode}`}>
      <p className="small text-body-secondary">
        Everyone is present unless marked. Keys: ↑ ↓ move, A or Space marks absent (again: present), Enter saves.
        {answer.register ? ` Taken by ${answer.register.savedBy}.` : ' Not taken yet.'}
      </p>
      <RegisterRoll
        caption={`Register of ${answer.classCode} for ${shown}`}
        roll={roll}
        absent={absent}
        editable={editable}
        keys={keys}
        onToggle={toggle}
        onReason={setReason}
      />
      <p aria-live="polite">
        {summary.present} present, {summary.absent} absent of {summary.total}.{dirty ? ' Not saved yet.' : ''}
      </p>
      {problems.length > 0 && (
        <Alert variant="danger" role="alert">
          <ul className="mb-0" aria-label="Why the register cannot be saved">
            {problems.map((problem) => (
              <li key={`${problem.field}|${problem.index ?? ''}|${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {editable && (
        <LoadingButton type="submit" loading={saving} loadingText="Saving">
          Save register
        </LoadingButton>
      )}
      {leaveQuestion}
    </Form>
  );
}
