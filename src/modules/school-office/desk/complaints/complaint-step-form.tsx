import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextAreaField } from '../../../../components/form/controlled-fields';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { complaintProblems, nextComplaintActions } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskPerson } from '../../domain/desk-records';
import type { Complaint, ComplaintAction } from '../../domain/complaint-types';
import { byField, fieldProblemsOf, useDeskWrite } from '../shared/desk-api';
import { RefusalAlert } from '../shared/form-bits';
import { PersonSelect } from '../shared/person-select';

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
  const [assignedTo, setAssignedTo] = useState(complaint.assignedTo);
  const [resolution, setResolution] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useDeskWrite(FD_ROUTES.saveComplaint);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(resolution.trim() !== '' || assignedTo !== complaint.assignedTo);
  const actions = allowed('modify') ? nextComplaintActions(complaint.status) : [];
  const act = (action: ComplaintAction) => {
    const found = byField(
      complaintProblems(action, complaint, {
        raisedBy: '',
        raisedByKind: '',
        category: '',
        description: '',
        assignedTo,
        resolution,
      }),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: { action, complaintNo: complaint.complaintNo, assignedTo, resolution }, traCheck: 2 };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        setResolution('');
        showDoneToast(`Complaint ${complaint.complaintNo} ${action === 'ASSIGN' ? 'assigned' : 'resolved'}.`);
      } catch (error) {
        const fields = fieldProblemsOf(error);
        if (!fields) throw error;
        setProblems(fields);
      }
    });
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
        <Form noValidate onSubmit={(event) => (event.preventDefault(), act('ASSIGN'))} className="mb-3">
          <PersonSelect
            id={`${id}-assign`}
            label="Assign to"
            people={people}
            kinds={['STAFF']}
            value={assignedTo}
            onChange={setAssignedTo}
            error={problems.assignedTo}
          />
          <LoadingButton loading={saving} loadingText="Saving">
            {complaint.status === 'RAISED' ? 'Assign' : 'Re-assign'}
          </LoadingButton>
        </Form>
      )}
      {actions.includes('RESOLVE') && (
        <Form noValidate onSubmit={(event) => (event.preventDefault(), act('RESOLVE'))} className="mb-3">
          <TextAreaField
            id={`${id}-resolution`}
            label="Resolution"
            value={resolution}
            onChange={setResolution}
            error={problems.resolution}
          />
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
