import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import type { HrdTraining } from '../../domain/training-types';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { FormActions } from '../../recruitment/shared/form-actions';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../recruitment/shared/refusal-alert';
import { AttendanceLines, AttendeesPicker } from './attendance-lines';
import { trainingSchema, type TrainingValues } from './event-form-values';

const schema = trainingSchema();

/** A training: what, by whom, where, from a day to a day, its attendees and who attended. */
export function TrainingForm({
  training,
  employees,
  onDone,
}: {
  training: HrdTraining | null;
  employees: EmployeeChoice[];
  onDone: () => void;
}) {
  const id = useId();
  const form = useForm<TrainingValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: training?.title ?? '',
      trainer: training?.trainer ?? '',
      venue: training?.venue ?? '',
      fromDate: training?.fromDate ?? todayOf(),
      toDate: training?.toDate ?? todayOf(),
      attendees: training?.attendees ?? [],
    },
  });
  const [finished, setFinished] = useState(false);
  const save = useRecruitWrite(HRD_ROUTES.setTraining);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && form.formState.isDirty);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body = { training: { ...values, recordId: training?.recordId ?? 0 }, traCheck: training ? 2 : 1 };
      const saved = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Training ${String(saved.seq ?? training?.seq ?? '')} saved.`);
      setFinished(true);
    }),
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {training ? `Training ${training.seq}` : 'New training'}
      </h1>
      <FormProvider {...form}>
        <Form noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '56rem' }}>
          <RefusalAlert text={failure} />
          <Field form={form} name="title" id={`${id}-title-box`} label="Training" />
          <div className="d-flex flex-wrap gap-3">
            <Field form={form} name="trainer" id={`${id}-trainer`} label="Trainer" />
            <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />
            <Field form={form} name="fromDate" id={`${id}-from`} label="First day" type="date" />
            <Field form={form} name="toDate" id={`${id}-to`} label="Last day" type="date" />
          </div>
          <AttendeesPicker id={id} employees={employees} />
          <AttendanceLines id={id} employees={employees} withRemarks />
          <FormActions canSave={allowed(training ? 'modify' : 'create')} saving={saving} onBack={onDone} />
        </Form>
      </FormProvider>
      {leaveQuestion}
    </section>
  );
}
