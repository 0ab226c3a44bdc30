import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { EventForm, TrainingFields } from '../../../../kits/events/event-form';
import { TRAININGS } from '../../../../kits/events/event-kinds';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdTraining } from '../../domain/meeting-types';
import { useDeskForm } from '../shared/use-desk-form';
import { AttendeesField } from './attendee-lines';
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
  const form = useForm<TrainingValues>({
    resolver: zodResolver(trainingSchema),
    defaultValues: trainingValues(training),
  });
  const { submitWith, ...saveState } = useDeskForm(form, FD_ROUTES.saveTraining, onDone);
  const submit = submitWith(
    (values) => trainingBody(values, training),
    (seq) => `Training ${seq} saved.`,
  );
  return (
    <EventForm
      form={form}
      id={id}
      words={TRAININGS.words}
      number={training?.trainingNo ?? null}
      onSubmit={submit}
      onBack={onDone}
      {...saveState}
    >
      <TrainingFields id={id} />
      <AttendeesField id={id} people={people} withRemarks />
    </EventForm>
  );
}
