import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { LoadingButton } from '../../../../components/loading-button';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { showDoneToast } from '../../../../lib/messages/messages';
import { nextComplaintActions } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { Complaint, ComplaintAction } from '../../domain/complaint-types';
import { RefusalAlert } from '../../../../components/form/form-actions';
import { PersonSelect } from '../shared/person-select';
import { useDeskSave } from '../shared/use-desk-form';
import {
  assignSchema,
  resolveSchema,
  stepBody,
  type AssignValues,
  type ResolveValues,
} from './complaint-step-form-values';

const STATUS = { RAISED: 'Raised', ASSIGNED: 'Assigned', RESOLVED: 'Resolved' } as const;
export const complaintStatusLabel = (status: Complaint['status']) => STATUS[status];

/** One complaint: what it is, where it stands, and its next step (assign to staff, then resolve with a note). */
export function ComplaintStepForm({
  complaint,
  people,
  onDone,
}: {
  complaint: Complaint;
  people: readonly DeskPerson[];
  onDone: () => void;
}) {
  const id = useId();
  const assign = useForm<AssignValues>({
    resolver: zodResolver(assignSchema(complaint)),
    defaultValues: { assignedTo: complaint.assignedTo },
  });
  const resolve = useForm<ResolveValues>({
    resolver: zodResolver(resolveSchema(complaint)),
    defaultValues: { resolution: '' },
  });
  const assignedTo = useWatch({ control: assign.control, name: 'assignedTo' });
  const resolution = useWatch({ control: resolve.control, name: 'resolution' });
  const { send, saving, failure } = useDeskSave(FD_ROUTES.saveComplaint);
  const allowed = useScreenPermission();
  const leaveQuestion = useLeaveGuard(resolution.trim() !== '' || assignedTo !== complaint.assignedTo);
  const actions = allowed('modify') ? nextComplaintActions(complaint.status) : [];
  // Either step, once saved, empties the resolution.
  const done = (action: ComplaintAction) => () => {
    resolve.reset();
    showDoneToast(`Complaint ${complaint.complaintNo} ${action === 'ASSIGN' ? 'assigned' : 'resolved'}.`);
  };
  // A step tried shows its own problems only: the other step's are cleared.
  const onAssign = (event: FormEvent) => {
    resolve.clearErrors();
    void assign.handleSubmit(({ assignedTo: chosen }) =>
      send(assign, stepBody(complaint, 'ASSIGN', chosen, resolution), done('ASSIGN')),
    )(event);
  };
  const onResolve = (event: FormEvent) => {
    assign.clearErrors();
    void resolve.handleSubmit(({ resolution: note }) =>
      send(resolve, stepBody(complaint, 'RESOLVE', assignedTo, note), done('RESOLVE')),
    )(event);
  };
  const facts: Array<[string, string]> = [
    ['Raised on', formatDate(complaint.date)],
    ['Raised by', complaint.raisedBy],
    ['About', complaint.category],
    ['Complaint', complaint.description],
    ['Status', STATUS[complaint.status]],
    ...(complaint.assignedTo
      ? ([['Assigned to', `${complaint.assignedToName} on ${formatDate(complaint.assignedOn)}`]] as Array<
          [string, string]
        >)
      : []),
    ...(complaint.status === 'RESOLVED'
      ? ([['Resolution', `${complaint.resolution} (${formatDate(complaint.resolvedOn)})`]] as Array<[string, string]>)
      : []),
  ];
  return (
    <section aria-labelledby={`${id}-title`} style={{ maxWidth: '48rem' }}>
      <h1 id={`${id}-title`} className="h3 mb-3">{`Complaint ${complaint.complaintNo}`}</h1>
      <dl className="row">
        {facts.map(([term, value]) => [
          <dt key={`${term}-t`} className="col-sm-3">
            {term}
          </dt>,
          <dd key={`${term}-d`} className="col-sm-9">
            {value}
          </dd>,
        ])}
      </dl>
      <RefusalAlert text={failure} />
      {actions.includes('ASSIGN') && (
        <Form noValidate onSubmit={onAssign} className="mb-3">
          <Controller
            control={assign.control}
            name="assignedTo"
            render={({ field, fieldState }) => (
              <PersonSelect
                id={`${id}-assign`}
                label="Assign to"
                people={people}
                kinds={['STAFF']}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <LoadingButton loading={saving} loadingText="Saving">
            {complaint.status === 'RAISED' ? 'Assign' : 'Re-assign'}
          </LoadingButton>
        </Form>
      )}
      {actions.includes('RESOLVE') && (
        <Form noValidate onSubmit={onResolve} className="mb-3">
          <Field form={resolve} name="resolution" id={`${id}-resolution`} label="Resolution" type="textarea" rows={3} />
          <LoadingButton loading={saving} loadingText="Saving">
            Resolve
          </LoadingButton>
        </Form>
      )}
      <Button variant="outline-secondary" onClick={onDone}>
        Back to the list
      </Button>
      {leaveQuestion}
    </section>
  );
}
