import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { daySummary, type RegisterAnswer } from '../domain/attendance-rules';
import { useSaveRegister } from './attendance-api';
import { problemsOf, registerInputOf, registerSchema, toggled, type RegisterValues } from './register-editor-values';
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
  const { roll } = answer;
  const kept = useMemo(
    () => new Map((answer.register?.absentees ?? []).map((row) => [row.admissionNo, row.reason])),
    [answer.register],
  );
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema(answer.classCode, registerContext(answer, otherDates))),
    defaultValues: {
      dat: answer.dat,
      absentees: roll
        .filter((pupil) => kept.has(pupil.admissionNo))
        .map((pupil) => ({ admissionNo: pupil.admissionNo, reason: kept.get(pupil.admissionNo) ?? '' })),
    },
  });
  const absentees = useWatch({ control: form.control, name: 'absentees' });
  const absent = new Map(absentees.map((row) => [row.admissionNo, row.reason]));
  // Reasons are compared trimmed: a space typed and taken back is no change.
  const dirty = !sameAbsentees(absent, kept);
  const leaveQuestion = useLeaveGuard(dirty);
  const save = useSaveRegister();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const input = registerInputOf(answer.classCode, { dat: answer.dat, absentees });
  const summary = daySummary(answer.classCode, roll, input.absentees);
  const shown = formatDate(answer.dat);
  const problems = problemsOf(form.formState.errors, absentees.length);

  const toggle = (index: number) => {
    const pupil = roll[index];
    if (!pupil || !editable) return;
    form.setValue('absentees', toggled(form.getValues('absentees'), roll, pupil.admissionNo), { shouldDirty: true });
  };

  const send = form.handleSubmit((values) =>
    submit(async () => {
      const register = registerInputOf(answer.classCode, values);
      await save.mutateAsync({
        input: register,
        kept: answer.register !== null,
        idempotencyKey: attempt.keyFor(register),
      });
      attempt.saved();
      const away = daySummary(answer.classCode, roll, register.absentees).absent;
      showDoneToast(`Register of ${answer.classCode} for ${shown} saved: ${away} absent.`);
    }),
  );
  const onSave = () => {
    if (editable) void send();
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
      <Controller
        control={form.control}
        name="absentees"
        render={({ field }) => (
          <RegisterRoll
            caption={`Register of ${answer.classCode} for ${shown}`}
            roll={roll}
            absent={new Map(field.value.map((row) => [row.admissionNo, row.reason]))}
            editable={editable}
            keys={keys}
            onToggle={toggle}
            onReason={(admissionNo, reason) =>
              field.onChange(field.value.map((row) => (row.admissionNo === admissionNo ? { ...row, reason } : row)))
            }
          />
        )}
      />
      <p aria-live="polite">
        {summary.present} present, {summary.absent} absent of {summary.total}.{dirty ? ' Not saved yet.' : ''}
      </p>
      {problems.length > 0 && (
        <Alert variant="danger" role="alert">
          <ul className="mb-0" aria-label="Why the register cannot be saved">
            {problems.map((message, index) => (
              <li key={`${index}|${message}`}>{message}</li>
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
