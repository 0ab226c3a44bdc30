import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFrame } from '../../../components/dialog-frame';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { RadioChoices } from '../../../components/form/radio-choices';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { type PanelRoom } from '../domain/room-panel-types';
import { type AllocationRequirements, type OccupantKind } from '../domain/allocation-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { useHostelWrite } from '../shared/hostel-write';
import { allocateSchema, emptyAllocation, toAllocateInput, type AllocateValues } from './allocate-dialog-values';
import { packageOptions } from './package-options';

interface Props {
  room: PanelRoom;
  bedId: string;
  bedLabel: string;
  requirements: AllocationRequirements;
  onClose: () => void;
  /** Offered with the modify right: the bed out of service instead. */
  onOutOfService?: () => void;
}

const KINDS: ReadonlyArray<[OccupantKind, string]> = [
  ['STUDENT', 'A student'],
  ['GUEST', 'A guest'],
];

/**
 * Allocate a vacant bed to a student of the school or a guest, with a package of the room's category (or the bed
 * alone), from a date.
 */
export function AllocateDialog({ room, bedId, bedLabel, requirements, onClose, onOutOfService }: Props) {
  const id = useId();
  const form = useForm<AllocateValues>({
    resolver: zodResolver(allocateSchema),
    defaultValues: emptyAllocation(requirements.today),
  });
  const occupantKind = useWatch({ control: form.control, name: 'occupantKind' });
  const save = useHostelWrite(API.saveAllocation);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !save.isSuccess);
  const students = requirements.students.map((student) => ({
    value: student.admissionNo,
    label: `${student.name} (${student.admissionNo}), ${student.className}${student.bedId ? `, holds ${student.bedId}` : ''}`,
  }));
  const allocate = form.handleSubmit((values) =>
    submit(async () => {
      const body = { header: toAllocateInput(bedId, values), traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`${bedLabel} allocated (${String(answer.seq ?? '')}).`);
      onClose();
    }),
  );
  return (
    <>
      <DialogFrame
        title={`Allocate ${bedLabel}`}
        titleId={`${id}-title`}
        onHide={onClose}
        onSubmit={(event) => void allocate(event)}
        footer={
          <>
            {onOutOfService && (
              <Button variant="outline-secondary" className="me-auto" onClick={onOutOfService}>
                Put out of service
              </Button>
            )}
            <Button variant="outline-secondary" onClick={onClose}>
              Close
            </Button>
            <LoadingButton loading={saving} loadingText="Allocating">
              Allocate
            </LoadingButton>
          </>
        }
      >
        <p className="small text-body-secondary">
          {room.categoryName}, floor {room.floor}.
        </p>
        <RefusalAlert text={failure} />
        <RadioChoices
          form={form}
          name="occupantKind"
          legend="Occupant"
          inline
          choices={KINDS.map(([kind, label]) => ({ value: kind, id: `${id}-${kind}`, label }))}
        />
        {occupantKind === 'STUDENT' ? (
          <Field form={form} name="admissionNo" id={`${id}-student`} label="Student" options={students} />
        ) : (
          <>
            <Field form={form} name="guestName" id={`${id}-guest`} label="Guest's name" />
            <Field form={form} name="guestMobile" id={`${id}-mobile`} label="Guest's mobile" type="tel" />
          </>
        )}
        <Field
          form={form}
          name="packageCode"
          id={`${id}-package`}
          label="Package"
          choose={null}
          options={packageOptions(requirements, room.category)}
        />
        <Field form={form} name="fromDate" id={`${id}-from`} label="From" type="date" />
        <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
      </DialogFrame>
      {leaveQuestion}
    </>
  );
}
