import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { parseMoney } from '../../../../lib/money/money-parse';
import { fromPaise } from '../../../../lib/money/money';
import type { GenderCode } from '../../domain/employee-types';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { resumeProblems, type Problems, type ResumeInput } from '../../domain/recruit-resume';
import type { ResumeAnswer } from '../../domain/recruit-types';
import { InputField, SelectField } from '../../../../components/form/controlled-fields';
import { FormActions } from '../shared/form-actions';
import { useRecruitWrite } from '../shared/recruit-api';
import { GENDERS, todayOf } from '../shared/recruit-format';
import { RefusalAlert } from '../shared/refusal-alert';
import { CurriculumLines, ExperienceLines } from './resume-lines';

type Draft = Omit<ResumeInput, 'gender' | 'expectedSalary' | 'designation'> & {
  gender: string;
  expectedSalary: string;
  designation: string;
};

function draftOf(answer: ResumeAnswer): Draft {
  const header = answer.header;
  return {
    appDate: header?.appDate ?? todayOf(),
    nameOfCandidate: header?.nameOfCandidate ?? '',
    surName: header?.surName ?? '',
    fatherName: header?.fatherName ?? '',
    dob: header?.dob ?? '',
    gender: header ? String(header.gender) : '',
    expectedSalary: header ? String(header.expectedSalary) : '',
    city: header?.city ?? '',
    mobile: header?.mobile ?? '',
    email: header?.email ?? '',
    designation: header ? String(header.designation) : '',
    curriculum: answer.curriculum,
    experience: answer.experience,
  };
}

/** A resume: the candidate, the post applied for, expected pay, education and experience lines. */
export function ResumeForm({ answer, onDone }: { answer: ResumeAnswer; onDone: () => void }) {
  const id = useId();
  const creating = answer.header === null;
  const [initial] = useState(() => draftOf(answer));
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [finished, setFinished] = useState(false);
  const save = useRecruitWrite(HRD_ROUTES.setResume);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && JSON.stringify(draft) !== JSON.stringify(initial));
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const pay = parseMoney(draft.expectedSalary || '0', { allowNegative: false });
    const input: ResumeInput = {
      ...draft,
      gender: Number(draft.gender) as GenderCode,
      designation: Number(draft.designation),
      expectedSalary: pay.ok ? fromPaise(pay.paise) : Number.NaN,
    };
    const found = resumeProblems(input, todayOf(), new Set(answer.designations.map((one) => one.recordId)));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const { curriculum, experience, ...header } = input;
      const body = {
        header: { ...header, recordId: answer.header?.recordId ?? 0 },
        curriculum,
        experience,
        imgs: [],
        traCheck: creating ? 1 : 2,
      };
      const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Resume ${String(saved.seq ?? answer.header?.seq ?? '')} saved.`);
      setFinished(true);
    });
  };
  const canSave = allowed(creating ? 'create' : 'modify');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {creating ? 'New resume' : `Resume ${answer.header!.seq}`}
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-name`}
            label="Candidate’s name"
            value={draft.nameOfCandidate}
            onChange={(nameOfCandidate) => set({ nameOfCandidate })}
            error={problems.nameOfCandidate}
          />
          <InputField
            id={`${id}-surname`}
            label="Surname"
            value={draft.surName}
            onChange={(surName) => set({ surName })}
          />
          <InputField
            id={`${id}-father`}
            label="Father’s name"
            value={draft.fatherName}
            onChange={(fatherName) => set({ fatherName })}
          />
        </div>
        <div className="d-flex flex-wrap gap-3">
          <SelectField
            id={`${id}-post`}
            label="Post applied for"
            value={draft.designation}
            onChange={(designation) => set({ designation })}
            error={problems.designation}
            options={answer.designations.map((one) => ({
              value: String(one.recordId),
              label: one.department ? `${one.designation} (${one.department})` : one.designation,
            }))}
          />
          <InputField
            id={`${id}-appdate`}
            label="Applied on"
            type="date"
            value={draft.appDate}
            onChange={(appDate) => set({ appDate })}
            error={problems.appDate}
          />
          <InputField
            id={`${id}-pay`}
            label="Expected monthly salary"
            type="money"
            value={draft.expectedSalary}
            onChange={(expectedSalary) => set({ expectedSalary })}
            error={problems.expectedSalary}
          />
        </div>
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-dob`}
            label="Date of birth"
            type="date"
            value={draft.dob}
            onChange={(dob) => set({ dob })}
            error={problems.dob}
          />
          <SelectField
            id={`${id}-gender`}
            label="Gender"
            value={draft.gender}
            onChange={(gender) => set({ gender })}
            error={problems.gender}
            options={GENDERS}
          />
          <InputField
            id={`${id}-mobile`}
            label="Mobile"
            type="tel"
            value={draft.mobile}
            onChange={(mobile) => set({ mobile })}
            error={problems.mobile}
          />
          <InputField
            id={`${id}-email`}
            label="E-mail"
            type="email"
            value={draft.email}
            onChange={(email) => set({ email })}
            error={problems.email}
          />
          <InputField id={`${id}-city`} label="City" value={draft.city} onChange={(city) => set({ city })} />
        </div>
        <CurriculumLines
          id={id}
          lines={draft.curriculum}
          onChange={(curriculum) => set({ curriculum })}
          problems={problems}
        />
        <ExperienceLines
          id={id}
          lines={draft.experience}
          onChange={(experience) => set({ experience })}
          problems={problems}
        />
        <FormActions canSave={canSave} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
