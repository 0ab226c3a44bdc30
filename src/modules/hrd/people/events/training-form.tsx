import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { EventForm, TrainingFields } from '../../../../kits/events/event-form';
import { TRAININGS } from '../../../../kits/events/event-kinds';
import type { HrdTraining } from '../../domain/training-types';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { EmployeeChoice } from '../../domain/recruit-types';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { AttendanceLines, AttendeesPicker } from './attendance-lines';
import { trainingSchema, type TrainingValues } from './event-form-values';
import { useEventSave } from './use-event-save';

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
  const { submitWith, ...saveState } = useEventSave(form, HRD_ROUTES.setTraining, onDone);
  const submit = submitWith(
    (values) => ({ training: { ...values, recordId: training?.recordId ?? 0 }, traCheck: training ? 2 : 1 }),
    (seq) => `Training ${String(seq ?? training?.seq ?? '')} saved.`,
  );
  return (
    <EventForm
      form={form}
      id={id}
      words={TRAININGS.words}
      number={training?.seq ?? null}
      onSubmit={submit}
      onBack={onDone}
      {...saveState}
    >
      <TrainingFields id={id} />
      <AttendeesPicker id={id} employees={employees} />
      <AttendanceLines id={id} employees={employees} withRemarks />
    </EventForm>
  );
}
