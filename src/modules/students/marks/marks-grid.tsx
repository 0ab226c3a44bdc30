import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { type MarksSheetAnswer } from '../domain/marks-rules';
import { useSaveMarksSheet } from './marks-api';
import { MarksRowView } from './marks-row';
import { entriesOf, markedAbsent, pupilNamedIn, rowsOf, sameEntries, typed, type MarksEntries } from './marks-entries';
import { cellsOf, entriesFrom, marksSchema, type MarksValues } from './marks-grid-values';
import { formatDateTime } from '../../../lib/format/date-format';

interface Props {
  answer: MarksSheetAnswer;
  exam: { code: string; name: string };
  classCode: string;
  subject: { code: string; name: string };
}

/**
 * The marks of a class in one subject for one exam: a row per pupil of the roll with the marks (out of the exam's
 * maximum) and an absent mark apart. Enter or ↓ moves to the next pupil, ↑ to the one before. The same checks as the
 * server's run before sending (marksSheetProblems), each refusal beside its pupil's row; the input is kept.
 */
export function MarksGrid({ answer, exam, classCode, subject }: Props) {
  const id = useId();
  const { roll } = answer;
  // The cells as last saved: the grid is dirty when its cells say otherwise (marks compared trimmed).
  const [saved, setSaved] = useState<MarksEntries>(() => entriesOf(roll, answer.sheet));
  const form = useForm<MarksValues>({
    resolver: zodResolver(marksSchema({ roll, maxMarks: answer.maxMarks, subject })),
    defaultValues: { rows: cellsOf(roll, saved) },
  });
  const cells = useWatch({ control: form.control, name: 'rows' });
  const [note, setNote] = useState('');
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const save = useSaveMarksSheet();
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const dirty = !sameEntries(entriesFrom(roll, cells), saved);
  const leaveQuestion = useLeaveGuard(dirty);
  const mayWrite = allowed(answer.sheet ? 'modify' : 'create');
  const { errors } = form.formState;
  const empty = errors.rows?.root?.message ?? errors.rows?.message;

  // A change takes back what was said below the grid (saved, or nothing entered).
  const changed = () => {
    setNote('');
    if (empty) form.clearErrors('rows');
  };
  const move = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const down = event.key === 'Enter' || event.key === 'ArrowDown';
    if (!down && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const target = down ? index + 1 : index - 1;
    if (target >= 0 && target < roll.length) inputs.current[target]?.focus();
    else if (down && event.key === 'Enter') document.getElementById(`${id}-save`)?.focus();
  };

  const send = form.handleSubmit(
    (values) =>
      submit(async () => {
        setNote('');
        const snapshot = entriesFrom(roll, values.rows);
        const body = {
          header: { exam: exam.code, classCode, subject: subject.code },
          lines: rowsOf(roll, snapshot),
          traCheck: answer.sheet ? 2 : 1,
        };
        try {
          await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        } catch (error) {
          const refused = toApiError(error);
          const who = refused.status === 422 ? pupilNamedIn(refused.message, roll) : undefined;
          if (!who) throw error;
          const index = roll.findIndex((pupil) => pupil.admissionNo === who);
          form.setError(`rows.${index}.marks`, { type: 'server', message: refused.message });
          return;
        }
        attempt.saved();
        setSaved(snapshot);
        const done = `Saved the ${subject.name} marks of ${classCode} for ${exam.name}.`;
        setNote(done);
        showDoneToast(done);
      }),
    () => setNote(''),
  );

  if (roll.length === 0) return <p>There are no pupils on the roll of {classCode}.</p>;
  return (
    <Form noValidate onSubmit={(event) => void send(event)}>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <p className="mb-2">
        Out of <strong>{answer.maxMarks}</strong> (pass marks {answer.passMarks}).{' '}
        {answer.sheet
          ? `Last saved by ${answer.sheet.savedBy} at ${formatDateTime(answer.sheet.savedAt)}.`
          : 'Not entered yet.'}
      </p>
      <div className="table-responsive">
        <table className="table table-sm align-middle" style={{ maxWidth: '40rem' }}>
          <caption className="caption-top">
            {subject.name} marks of {classCode}, {exam.name}
          </caption>
          <thead>
            <tr>
              <th scope="col">Admission number</th>
              <th scope="col">Pupil</th>
              <th scope="col">Marks (out of {answer.maxMarks})</th>
              <th scope="col">Absent</th>
            </tr>
          </thead>
          <tbody>
            {roll.map((pupil, index) => (
              <Controller
                key={pupil.admissionNo}
                control={form.control}
                name={`rows.${index}`}
                render={({ field }) => (
                  <MarksRowView
                    pupil={pupil}
                    cell={`${id}-marks-${index}`}
                    entry={field.value}
                    problem={errors.rows?.[index]?.marks?.message}
                    mayWrite={mayWrite}
                    inputRef={(element) => {
                      field.ref(element);
                      inputs.current[index] = element;
                    }}
                    onMarks={(marks) => {
                      field.onChange(typed(field.value, marks));
                      changed();
                    }}
                    onAbsent={(absent) => {
                      field.onChange(markedAbsent(field.value, absent));
                      changed();
                    }}
                    onKeyDown={(event) => move(event, index)}
                  />
                )}
              />
            ))}
          </tbody>
        </table>
      </div>
      {(note || empty) && (
        <p role="status" className="small">
          {note || empty}
        </p>
      )}
      {mayWrite ? (
        <LoadingButton id={`${id}-save`} loading={saving} loadingText="Saving">
          Save marks
        </LoadingButton>
      ) : (
        <p className="text-body-secondary">You may see these marks but not change them.</p>
      )}
      {leaveQuestion}
    </Form>
  );
}
