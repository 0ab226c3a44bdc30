import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { InputField } from '../../../../components/form/controlled-fields';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { trainingProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { FdTraining } from '../../domain/meeting-types';
import { todayOf } from '../shared/desk-api';
import { FormActions, RefusalAlert } from '../shared/form-bits';
import { useDeskForm } from '../shared/use-desk-form';
import { AttendeeLines } from './attendee-lines';

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
  const { draft, set, problems, send, saving, failure, leaveQuestion } = useDeskForm(
    FD_ROUTES.saveTraining,
    {
      title: training?.title ?? '',
      trainer: training?.trainer ?? '',
      venue: training?.venue ?? '',
      fromDate: training?.fromDate ?? todayOf(),
      toDate: training?.toDate ?? todayOf(),
      attendees: training?.attendees ?? [],
    },
    onDone,
  );
  const submit = () => {
    const { attendees, ...header } = draft;
    send(
      trainingProblems(draft),
      { header: { ...header, trainingNo: training?.trainingNo ?? '' }, lines: attendees, traCheck: training ? 2 : 1 },
      (seq) => `Training ${seq} saved.`,
    );
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {training ? `Training ${training.trainingNo}` : 'New training'}
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: '56rem' }}>
        <RefusalAlert text={failure} />
        <InputField
          id={`${id}-title-box`}
          label="Training"
          value={draft.title}
          onChange={(title) => set({ title })}
          error={problems.title}
        />
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-trainer`}
            label="Trainer"
            value={draft.trainer}
            onChange={(trainer) => set({ trainer })}
          />
          <InputField id={`${id}-venue`} label="Venue" value={draft.venue} onChange={(venue) => set({ venue })} />
          <InputField
            id={`${id}-from`}
            label="First day"
            type="date"
            value={draft.fromDate}
            onChange={(fromDate) => set({ fromDate })}
            error={problems.fromDate}
          />
          <InputField
            id={`${id}-to`}
            label="Last day"
            type="date"
            value={draft.toDate}
            onChange={(toDate) => set({ toDate })}
            error={problems.toDate}
          />
        </div>
        <AttendeeLines
          id={id}
          attendees={draft.attendees}
          people={people}
          withRemarks
          error={problems.attendees}
          onChange={(attendees) => set({ attendees })}
        />
        <FormActions canSave={allowed(training ? 'modify' : 'create')} saving={saving} onBack={onDone} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
