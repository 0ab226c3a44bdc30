import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Field } from '../../../../components/form/field';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import type { HRD_RECRUIT_CONTRACT } from '../../../../lib/contract/hrd-recruit-contract';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { BodyOf } from '../../../../lib/contract/contract-route';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { InterviewAnswer } from '../../domain/recruit-types';
import { EmployeePicker } from '../shared/employee-picker';
import { FormActions, RefusalAlert } from '../../../../components/form/form-actions';
import { useRecruitWrite } from '../shared/recruit-api';
import { CandidateLines } from './candidate-lines';
import { useInterviewChecks } from './interview-checks';
import { interviewInputOf, interviewValuesOf, type InterviewValues } from './interview-form-values';

/**
 * An interview: when and where, for which post, the panel, the candidates and their results; cancelled (kept) with the
 * delete right.
 */
export function InterviewForm({ answer, onDone }: { answer: InterviewAnswer; onDone: () => void }) {
  const id = useId();
  const header = answer.header;
  const open = answer.chk === 1;
  const [initial] = useState(() => interviewValuesOf(answer));
  // The post chosen, held beside the form's value: the resumes waiting for it are read before the form's checks,
  // which take them.
  const [post, setPost] = useState(initial.designation);
  const [finished, setFinished] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { callable, schema } = useInterviewChecks(answer, initial, post);
  const form = useForm<InterviewValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const save = useRecruitWrite(HRD_ROUTES.setInterview);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const write = (body: BodyOf<typeof HRD_RECRUIT_CONTRACT.setInterview>, done: string) =>
    submit(async () => {
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(done);
      setFinished(true);
    });
  const send = form.handleSubmit((values) => {
    const { panel, candidates, ...rest } = interviewInputOf(values);
    return write(
      {
        header: { ...rest, recordId: header?.recordId ?? 0 },
        panel: panel.map((empno, index) => ({ sno: index + 1, empno })),
        candidates: candidates.map((one, index) => ({ ...one, sno: index + 1 })),
        traCheck: header ? 2 : 1,
      },
      header ? `Interview ${header.seq} saved.` : 'Interview saved.',
    );
  });
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
      <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '60rem' }}>
        <RefusalAlert text={failure} />
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="interviewDate" id={`${id}-date`} label="Interview date" type="date" />
          <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />
          <Field
            form={form}
            name="designation"
            id={`${id}-post`}
            label="Post"
            options={answer.designations.map((one) => ({ value: String(one.recordId), label: one.designation }))}
            onChange={(designation) => {
              setPost(designation);
              form.setValue('candidates', [], { shouldDirty: true });
            }}
          />
        </div>
        <Field form={form} name="descriptio" id={`${id}-about`} label="Description" />
        <Controller
          control={form.control}
          name="panel"
          render={({ field, fieldState }) => (
            <EmployeePicker
              id={`${id}-panel`}
              legend="Panel"
              employees={answer.employees}
              chosen={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {post ? (
          <CandidateLines id={id} form={form} callable={callable} />
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
