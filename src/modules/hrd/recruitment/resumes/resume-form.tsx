import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import type { HRD_RECRUIT_CONTRACT } from '../../../../lib/contract/hrd-recruit-contract';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { BodyOf } from '../../../../lib/contract/contract-route';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { ResumeAnswer } from '../../domain/recruit-types';
import { FormActions, RefusalAlert } from '../../../../components/form/form-actions';
import { useRecruitWrite } from '../shared/recruit-api';
import { GENDERS } from '../shared/recruit-format';
import { resumeInputOf, resumeSchema, resumeValuesOf, type ResumeValues } from './resume-form-values';
import { CurriculumLines, ExperienceLines } from './resume-lines';

/** A resume: the candidate, the post applied for, expected pay, education and experience lines. */
export function ResumeForm({ answer, onDone }: { answer: ResumeAnswer; onDone: () => void }) {
  const id = useId();
  const creating = answer.header === null;
  const [schema] = useState(() => resumeSchema(new Set(answer.designations.map((one) => one.recordId))));
  const form = useForm<ResumeValues>({ resolver: zodResolver(schema), defaultValues: resumeValuesOf(answer) });
  const [finished, setFinished] = useState(false);
  const save = useRecruitWrite(HRD_ROUTES.setResume);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const { curriculum, experience, ...header } = resumeInputOf(values);
      const body: BodyOf<typeof HRD_RECRUIT_CONTRACT.setResume> = {
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
    }),
  );
  const canSave = allowed(creating ? 'create' : 'modify');
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {creating ? 'New resume' : `Resume ${answer.header!.seq}`}
      </h1>
      <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '60rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="nameOfCandidate" id={`${id}-name`} label="Candidate’s name" />
          <Field form={form} name="surName" id={`${id}-surname`} label="Surname" />
          <Field form={form} name="fatherName" id={`${id}-father`} label="Father’s name" />
        </div>
        <div className="d-flex flex-wrap gap-3">
          <Field
            form={form}
            name="designation"
            id={`${id}-post`}
            label="Post applied for"
            options={answer.designations.map((one) => ({
              value: String(one.recordId),
              label: one.department ? `${one.designation} (${one.department})` : one.designation,
            }))}
          />
          <Field form={form} name="appDate" id={`${id}-appdate`} label="Applied on" type="date" />
          <Field form={form} name="expectedSalary" id={`${id}-pay`} label="Expected monthly salary" type="money" />
        </div>
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="dob" id={`${id}-dob`} label="Date of birth" type="date" />
          <Field form={form} name="gender" id={`${id}-gender`} label="Gender" options={GENDERS} />
          <Field form={form} name="mobile" id={`${id}-mobile`} label="Mobile" type="tel" />
          <Field form={form} name="email" id={`${id}-email`} label="E-mail" type="email" />
          <Field form={form} name="city" id={`${id}-city`} label="City" />
        </div>
        <CurriculumLines id={id} form={form} />
        <ExperienceLines id={id} form={form} />
        <FormActions canSave={canSave} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
