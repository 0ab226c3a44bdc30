import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import type { SchoolDay, TimetableAnswer, TimetableRequirements } from '../domain/timetable-types';
import { clashCellsOf } from '../domain/timetable-clash';
import { TeacherLoadPanel } from './teacher-load-panel';
import { useSaveTimetable, type TimetableSaveBody } from './timetable-api';
import { cellId, changedFrom, draftOf, draftProblems, PERIODS, slotsOf, type CellDraft } from './timetable-draft';
import { TimetableGrid } from './timetable-grid';

type Problems = ReadonlyMap<string, readonly string[]>;

/** A class's week being edited: the grid, the chosen teacher's load beside it, and Save. */
export function WeekEditor({
  requirements,
  schoolClass,
  answer,
}: {
  requirements: TimetableRequirements;
  schoolClass: { code: string; room: string };
  answer: TimetableAnswer;
}) {
  const saved = useMemo(
    () => draftOf(answer.timetable?.slots ?? [], schoolClass.room),
    [answer.timetable, schoolClass.room],
  );
  const [draft, setDraft] = useState(saved);
  const [problems, setProblems] = useState<Problems>(new Map());
  const [apart, setApart] = useState<string[]>([]);
  const slots = useMemo(() => slotsOf(draft), [draft]);
  const [teacher, setTeacher] = useState(() => slots.find((slot) => slot.teacher)?.teacher ?? '');
  const allowed = useScreenPermission();
  const traCheck = answer.timetable ? 2 : 1;
  const mayWrite = allowed(traCheck === 2 ? 'modify' : 'create');
  const dirty = useMemo(() => changedFrom(draft, saved), [draft, saved]);
  const leaving = useLeaveGuard(dirty);
  const write = useSaveTimetable();
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();

  const onChange = useCallback((day: SchoolDay, period: number, field: keyof CellDraft, value: string) => {
    const id = cellId(day, period);
    setDraft((before) => ({ ...before, [id]: { ...before[id]!, [field]: value } }));
    // The cell's problem is the user's to correct: it goes once the cell changes.
    setProblems((before) => {
      if (!before.has(id)) return before;
      const next = new Map(before);
      next.delete(id);
      return next;
    });
  }, []);

  const save = () => {
    const own = draftProblems(draft);
    setApart([]);
    setProblems(new Map([...own].map(([id, message]) => [id, [message]])));
    if (own.size > 0) {
      setApart([`Correct the ${own.size} marked ${own.size === 1 ? 'period' : 'periods'} before saving.`]);
      return;
    }
    void submit(async () => {
      const body: TimetableSaveBody = { header: { classCode: schoolClass.code }, lines: slots, traCheck };
      try {
        await write.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        // A refusal names its clashes: each beside the cell it names, the rest above the grid; the grid keeps the
        // input.
        const found = new Map<string, string[]>();
        const unplaced: string[] = [];
        for (const clash of clashCellsOf(toApiError(error).message)) {
          if (clash.day === null || clash.period === null || !PERIODS.includes(clash.period))
            unplaced.push(clash.message);
          else
            found.set(cellId(clash.day, clash.period), [
              ...(found.get(cellId(clash.day, clash.period)) ?? []),
              clash.message,
            ]);
        }
        setProblems(found);
        setApart(
          found.size > 0
            ? [
                `The week of ${schoolClass.code} was not saved: ${found.size} ${found.size === 1 ? 'period clashes' : 'periods clash'} (marked below).`,
                ...unplaced,
              ]
            : unplaced,
        );
        return;
      }
      attempt.saved();
      showDoneToast(`The week of ${schoolClass.code} is saved (${slots.length} periods).`);
    });
  };

  return (
    <>
      {leaving}
      <div className="d-flex flex-wrap gap-4 align-items-start">
        <div className="flex-grow-1" style={{ minWidth: 0, maxWidth: '100%' }}>
          {!answer.timetable && (
            <p>{schoolClass.code} has no timetable yet: choose each period's subject and teacher.</p>
          )}
          {apart.length > 0 && (
            <Alert variant="danger" role="alert">
              {apart.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <TimetableGrid
            classCode={schoolClass.code}
            draft={draft}
            subjects={requirements.subjects}
            teachers={requirements.teachers}
            rooms={requirements.rooms}
            problems={problems}
            readOnly={!mayWrite}
            onChange={onChange}
            onTeacher={setTeacher}
          />
          {mayWrite && (
            <LoadingButton type="button" loading={saving} loadingText="Saving" onClick={save}>
              Save the week of {schoolClass.code}
            </LoadingButton>
          )}
        </div>
        <div style={{ minWidth: '16rem' }}>
          <TeacherLoadPanel
            classCode={schoolClass.code}
            slots={slots}
            others={answer.others}
            teachers={requirements.teachers}
            teacher={teacher}
            onTeacher={setTeacher}
          />
        </div>
      </div>
    </>
  );
}
