import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { HrdResume } from '../../domain/recruitment-records';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { interviewProblems, type InterviewInput } from '../../domain/recruit-interview';
import type { Problems } from '../../domain/recruit-resume';
import type { InterviewAnswer } from '../../domain/recruit-types';
import { EmployeePicker } from '../shared/employee-picker';
import { InputField, SelectField } from '../../../../components/form/controlled-fields';
import { FormActions } from '../shared/form-actions';
import { useRecruitRead, useRecruitWrite } from '../shared/recruit-api';
import { todayOf } from '../shared/recruit-format';
import { RefusalAlert } from '../shared/refusal-alert';
import { CandidateLines, type CandidateDraft, type Callable } from './candidate-lines';

/**
 * An interview: when and where, for which post, the panel, the candidates and their results; cancelled (kept) with the
 * delete right.
 */
export function InterviewForm({ answer, onDone }: { answer: InterviewAnswer; onDone: () => void }) {
  const id = useId();
  const header = answer.header;
  const open = answer.chk === 1;
  const [initial] = useState(() => ({
    interviewDate: header?.interviewDate ?? todayOf(),
    venue: header?.venue ?? '',
    descriptio: header?.descriptio ?? '',
    designation: header ? String(header.designation) : '',
    panel: answer.panel.map((one) => one.empno),
    candidates: answer.candidates.map(
      (one): CandidateDraft => ({
        resumeId: one.resumeId,
        result: String(one.result),
        interviewerComments: one.interviewerComments,
      }),
    ),
  }));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [finished, setFinished] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const pending = useRecruitRead<HrdResume[]>(
    HRD_ROUTES.pendingResumes,
    { recordId: Number(draft.designation) },
    draft.designation !== '',
  );
  const save = useRecruitWrite(HRD_ROUTES.setInterview);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(initial));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const set = (patch: Partial<typeof draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const called: Callable[] = answer.candidates.map((one) => ({
    recordId: one.resumeId,
    seq: one.seq,
    nameOfCandidate: one.nameOfCandidate,
    surName: one.surName,
    mobile: one.mobile,
    expectedSalary: one.expectedSalary,
  }));
  const callable = [
    ...called,
    ...(pending.data ?? []).filter((one) => !called.some((known) => known.recordId === one.recordId)),
  ];
  const input = (): InterviewInput => ({
    ...draft,
    designation: Number(draft.designation),
    candidates: draft.candidates.map((one) => ({ ...one, result: Number(one.result) })),
  });
  const write = (body: Record<string, unknown>, done: string) =>
    submit(async () => {
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(done);
      setFinished(true);
    });
  const send = () => {
    const value = input();
    const found = interviewProblems(value, {
      today: todayOf(),
      existing: header ? { ...header, panel: [], candidates: [] } : undefined,
      designations: new Set(answer.designations.map((one) => one.recordId)),
      panelAllowed: new Set(
        answer.employees
          .filter((one) => one.inService)
          .map((one) => one.recordid)
          .concat(initial.panel),
      ),
      resumesAllowed: new Set(callable.map((one) => one.recordId)),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const { panel, candidates, ...rest } = value;
    void write(
      {
        header: { ...rest, recordId: header?.recordId ?? 0 },
        panel: panel.map((empno, index) => ({ sno: index + 1, empno })),
        candidates: candidates.map((one, index) => ({ ...one, sno: index + 1 })),
        traCheck: header ? 2 : 1,
      },
      header ? `Interview ${header.seq} saved.` : 'Interview saved.',
    );
  };
  const canSave = open && allowed(header ? 'modify' : 'create');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {header ? `Interview ${header.seq}` : 'New interview'}
      </h1>
      {!open && (
        <Alert variant="info">
          {header?.cancelled
            ? 'This interview is cancelled.'
            : 'The appointments of this interview are recorded: it can no longer change.'}
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-date`}
            label="Interview date"
            type="date"
            value={draft.interviewDate}
            onChange={(interviewDate) => set({ interviewDate })}
            error={problems.interviewDate}
          />
          <InputField
            id={`${id}-venue`}
            label="Venue"
            value={draft.venue}
            onChange={(venue) => set({ venue })}
            error={problems.venue}
          />
          <SelectField
            id={`${id}-post`}
            label="Post"
            value={draft.designation}
            onChange={(designation) => set({ designation, candidates: [] })}
            error={problems.designation}
            options={answer.designations.map((one) => ({ value: String(one.recordId), label: one.designation }))}
          />
        </div>
        <InputField
          id={`${id}-about`}
          label="Description"
          value={draft.descriptio}
          onChange={(descriptio) => set({ descriptio })}
        />
        <EmployeePicker
          id={`${id}-panel`}
          legend="Panel"
          employees={answer.employees}
          chosen={draft.panel}
          onChange={(panel) => set({ panel })}
          error={problems.panel}
        />
        {draft.designation ? (
          <CandidateLines
            id={id}
            callable={callable}
            chosen={draft.candidates}
            onChange={(candidates) => set({ candidates })}
            problems={problems}
          />
        ) : (
          <p className="form-text">Choose the post to see the resumes waiting for it.</p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <FormActions canSave={canSave} saving={saving} onBack={onDone} />
          {header && open && allowed('delete') && (
            <Button variant="outline-danger" onClick={() => setCancelling(true)}>
              Cancel interview {header.seq}
            </Button>
          )}
        </div>
      </Form>
      {cancelling && header && (
        <ConfirmDialog
          title={`Cancel interview ${header.seq}?`}
          text="The interview is kept, marked cancelled; its candidates wait for another interview."
          confirmLabel="Cancel interview"
          dismissLabel="Keep it"
          busy={saving}
          onConfirm={() => {
            setCancelling(false);
            void write(
              { header: { recordId: header.recordId }, panel: [], candidates: [], traCheck: 3 },
              `Interview ${header.seq} cancelled.`,
            );
          }}
          onCancel={() => setCancelling(false)}
        />
      )}
      {leaveQuestion}
    </section>
  );
}
