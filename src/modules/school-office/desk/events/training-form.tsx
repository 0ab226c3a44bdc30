import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdTraining } from '../../domain/meeting-types';
import { FormActions, RefusalAlert } from '../shared/form-bits';
import { useDeskForm } from '../shared/use-desk-form';
import { AttendeeLines } from './attendee-lines';
import { trainingBody, trainingSchema, trainingValues, type TrainingValues } from './event-form-values';

/**
 * A training: what, by whom, where, from a day to a day, its attendees (staff, pupils, parents) marked attended with a
 * remark.
 */
export function TrainingForm({
  training,
  people,
  onDone,
}: {
  training: FdTraining | null;
  people: readonly DeskPerson[];
  onDone: () => void;
}) {
  const id = useId();
  const allowed = useScreenPermission();
  const form = useForm<TrainingValues>({
    resolver: zodResolver(trainingSchema),
    defaultValues: trainingValues(training),
  });
  const { submitWith, saving, failure, leaveQuestion } = useDeskForm(form, FD_ROUTES.saveTraining, onDone);
  const submit = submitWith(
    (values) => trainingBody(values, training),
    (seq) => `Training ${seq} saved.`,
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {training ? `Training ${training.trainingNo}` : 'New training'}
      </h1>
      <Form noValidate onSubmit={submit} style={{ maxWidth: '56rem' }}>
        <RefusalAlert text={failure} />
        <Field form={form} name="title" id={`${id}-title-box`} label="Training" />
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="trainer" id={`${id}-trainer`} label="Trainer" />
          <Field form={form} name="venue" id={`${id}-venue`} label="Venue" />
          <Field form={form} name="fromDate" id={`${id}-from`} label="First day" type="date" />
          <Field form={form} name="toDate" id={`${id}-to`} label="Last day" type="date" />
        </div>
        <Controller
          control={form.control}
          name="attendees"
          render={({ field, fieldState }) => (
            <AttendeeLines
              id={id}
              attendees={field.value}
              people={people}
              withRemarks
              error={fieldState.error?.message}
              onChange={field.onChange}
            />
          )}
        />
        <FormActions canSave={allowed(training ? 'modify' : 'create')} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
