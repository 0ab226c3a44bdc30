import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { marksSheetProblems, type MarksSheetAnswer } from '../domain/marks-rules';
import { useSaveMarksSheet } from './marks-api';
import { MarksRowView } from './marks-row';
import { entriesOf, markedAbsent, pupilNamedIn, rowsOf, sameEntries, typed, type MarksEntries } from './marks-entries';

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
  const [saved, setSaved] = useState<MarksEntries>(() => entriesOf(roll, answer.sheet));
  const [entries, setEntries] = useState<MarksEntries>(saved);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [note, setNote] = useState('');
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const save = useSaveMarksSheet();
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const dirty = !sameEntries(entries, saved);
  const leaveQuestion = useLeaveGuard(dirty);
  const names = useMemo(() => new Map(roll.map((pupil) => [pupil.admissionNo, pupil.name])), [roll]);
  const mayWrite = allowed(answer.sheet ? 'modify' : 'create');

  const change = (admissionNo: string, next: (entry: MarksEntries[string]) => MarksEntries[string]) => {
    setEntries((current) => ({
      ...current,
      [admissionNo]: next(current[admissionNo] ?? { marks: '', absent: false }),
    }));
    setNote('');
  };
  const move = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const down = event.key === 'Enter' || event.key === 'ArrowDown';
    if (!down && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const target = down ? index + 1 : index - 1;
    if (target >= 0 && target < roll.length) inputs.current[target]?.focus();
    else if (down && event.key === 'Enter') document.getElementById(`${id}-save`)?.focus();
  };

  const send = () => {
    const snapshot = entries;
    const rows = rowsOf(roll, snapshot);
    const found = marksSheetProblems({ subject: subject.code, rows }, answer.maxMarks, {
      pupils: names,
      subjectName: subject.name,
    });
    const byPupil: Record<string, string> = {};
    for (const problem of found) byPupil[problem.admissionNo] ??= problem.message;
    setProblems(byPupil);
    setNote('');
    if (found.length > 0) {
      inputs.current[roll.findIndex((pupil) => byPupil[pupil.admissionNo])]?.focus();
      return;
    }
    if (rows.every((row) => row.marks === null && !row.absent)) {
      setNote(`Enter the ${subject.name} marks of at least one pupil, or mark them absent.`);
      return;
    }
    void submit(async () => {
      const body = {
        header: { exam: exam.code, classCode, subject: subject.code },
        lines: rows,
        traCheck: answer.sheet ? 2 : 1,
      };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const refused = toApiError(error);
        const who = refused.status === 422 ? pupilNamedIn(refused.message, roll) : undefined;
        if (!who) throw error;
        setProblems({ [who]: refused.message });
        return;
      }
      attempt.saved();
      setSaved(snapshot);
      const done = `Saved the ${subject.name} marks of ${classCode} for ${exam.name}.`;
      setNote(done);
      showDoneToast(done);
    });
  };

  if (roll.length === 0) return <p>There are no pupils on the roll of {classCode}.</p>;
  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), send())}>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <p className="mb-2">
        Out of <strong>{answer.maxMarks}</strong> (pass marks {answer.passMarks}).{' '}
        {answer.sheet
          ? `Last saved by ${answer.sheet.savedBy} at ${answer.sheet.savedAt.replace('T', ' ')}.`
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
              <MarksRowView
                key={pupil.admissionNo}
                pupil={pupil}
                cell={`${id}-marks-${index}`}
                entry={entries[pupil.admissionNo] ?? { marks: '', absent: false }}
                problem={problems[pupil.admissionNo]}
                mayWrite={mayWrite}
                inputRef={(element) => {
                  inputs.current[index] = element;
                }}
                onMarks={(marks) => change(pupil.admissionNo, (was) => typed(was, marks))}
                onAbsent={(absent) => change(pupil.admissionNo, (was) => markedAbsent(was, absent))}
                onKeyDown={(event) => move(event, index)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {note && (
        <p role="status" className="small">
          {note}
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
