import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { bedName, type PanelBed, type PanelRoom } from '../domain/room-panel-types';
import { type AllocationRequirements } from '../domain/allocation-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { FactList } from '../shared/fact-list';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { BedHistory } from './bed-history';
import { packageOptions } from './package-options';

interface Props {
  room: PanelRoom;
  bed: PanelBed;
  bedLabel: string;
  /** Every room, for the beds one may move to. */
  rooms: readonly PanelRoom[];
  requirements: AllocationRequirements;
  onClose: () => void;
}

type Mode = 'view' | 'transfer' | 'vacate';

interface MoveValues {
  date: string;
  /** The vacant bed a transfer moves to. */
  target: string;
  packageCode: string;
  remarks: string;
}

/** Both need the date; a transfer also the bed to move to. */
const schemaFor = (mode: Mode) =>
  z.object({
    date: z.string().min(1, 'Give the date'),
    target: mode === 'transfer' ? z.string().min(1, 'Choose the bed to move to') : z.string(),
    packageCode: z.string(),
    remarks: z.string(),
  });

/**
 * Billing runs for a month that has begun and charges it whole: a move or a leaving date inside a billed month does not
 * change that bill.
 */
const BILLED_MONTH_NOTE =
  'A month already on a bill stays as billed: to charge it by the days held, cancel that bill under Monthly billing and bill the month again.';

/**
 * An occupied bed: who holds it, since when, on what; their bed history; transfer to another vacant bed, or vacate,
 * each from a date.
 */
export function OccupantDialog({ room, bed, bedLabel, rooms, requirements, onClose }: Props) {
  const id = useId();
  const occupant = bed.occupant!;
  const allowed = useScreenPermission();
  const [mode, setMode] = useState<Mode>('view');
  const form = useForm<MoveValues>({
    resolver: zodResolver(schemaFor(mode)),
    defaultValues: { date: requirements.today, target: '', packageCode: occupant.packageCode, remarks: '' },
  });
  const save = useHostelWrite(API.saveAllocation);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !save.isSuccess);
  const vacant = rooms.flatMap((one) =>
    one.beds.filter((candidate) => candidate.state === 'VACANT').map((candidate) => ({ room: one, bed: candidate })),
  );
  const target = useWatch({ control: form.control, name: 'target' });
  const targetRoom = vacant.find((one) => one.bed.bedId === target)?.room;
  const chooseTarget = (bedId: string) => {
    const category = vacant.find((one) => one.bed.bedId === bedId)?.room.category;
    // The package goes with the room category: kept when the new bed is of the same kind, else the bed alone.
    form.setValue('packageCode', category === room.category ? occupant.packageCode : '', { shouldDirty: true });
  };
  const send = (traCheck: 2 | 3) =>
    form.handleSubmit(({ date, target: bedId, packageCode, remarks }) => {
      const header =
        traCheck === 2
          ? { allocNo: occupant.allocNo, bedId, date, packageCode }
          : { allocNo: occupant.allocNo, date, remarks };
      return submit(async () => {
        const body = { header, traCheck };
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        showDoneToast(
          traCheck === 2
            ? `${occupant.name} moved to ${bedName(bedId)}.`
            : `${occupant.name} has vacated ${bedLabel.toLowerCase()}.`,
        );
        onClose();
      });
    });
  const facts: Array<[string, string]> = [
    ['Occupant', `${occupant.name}${occupant.kind === 'GUEST' ? ' (guest)' : ''}`],
    [
      occupant.kind === 'STUDENT' ? 'Admission number' : 'Mobile',
      occupant.kind === 'STUDENT' ? occupant.admissionNo : occupant.mobile,
    ],
    ['Allocation', occupant.allocNo],
    ['In this bed since', formatDate(occupant.since)],
    ['Package', occupant.packageName],
    ['Rent a month', rupees(occupant.monthlyRate)],
  ];
  return (
    <>
      <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered scrollable>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} className="h5">
            {bedLabel}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FactList facts={facts} className="mb-2" />
          <BedHistory allocNo={occupant.allocNo} />
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          {mode === 'transfer' && (
            <Form noValidate onSubmit={(event) => void send(2)(event)} aria-label="Transfer">
              <Field
                form={form}
                name="target"
                id={`${id}-target`}
                label="Move to bed"
                onChange={chooseTarget}
                options={vacant.map((one) => ({
                  value: one.bed.bedId,
                  label: `${one.bed.bedId} (${one.room.categoryName})`,
                }))}
              />
              {targetRoom && (
                <Field
                  // A new list of packages: the select takes the package chosen for it as it appears.
                  key={targetRoom.category}
                  form={form}
                  name="packageCode"
                  id={`${id}-package`}
                  label="Package"
                  choose={null}
                  options={packageOptions(requirements, targetRoom.category)}
                />
              )}
              <Field
                form={form}
                name="date"
                id={`${id}-date`}
                label="Transfer date"
                type="date"
                help={BILLED_MONTH_NOTE}
              />
              <LoadingButton loading={saving} loadingText="Moving">
                Transfer
              </LoadingButton>
            </Form>
          )}
          {mode === 'vacate' && (
            <Form noValidate onSubmit={(event) => void send(3)(event)} aria-label="Vacate">
              <Field
                form={form}
                name="date"
                id={`${id}-date`}
                label="Vacate date"
                type="date"
                help={`The bed is free from this day; rent is charged up to the day before. ${BILLED_MONTH_NOTE}`}
              />
              <Field form={form} name="remarks" id={`${id}-remarks`} label="Remarks" />
              <LoadingButton loading={saving} loadingText="Vacating" variant="danger">
                Vacate bed
              </LoadingButton>
            </Form>
          )}
        </Modal.Body>
        <Modal.Footer>
          {mode === 'view' && allowed('modify') && (
            <Button variant="outline-primary" onClick={() => setMode('transfer')}>
              Transfer to another bed
            </Button>
          )}
          {mode === 'view' && allowed('delete') && (
            <Button variant="outline-danger" onClick={() => setMode('vacate')}>
              Vacate
            </Button>
          )}
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
      {leaveQuestion}
    </>
  );
}
