import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
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
import { InputField, SelectField } from '../../../components/form/controlled-fields';
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
  const [date, setDate] = useState(requirements.today);
  const [target, setTarget] = useState('');
  const [packageCode, setPackageCode] = useState(occupant.packageCode);
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<Partial<Record<'date' | 'target', string>>>({});
  const [dirty, setDirty] = useState(false);
  const save = useHostelWrite(API.saveAllocation);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const leaveQuestion = useLeaveGuard(dirty && !save.isSuccess);
  const vacant = rooms.flatMap((one) =>
    one.beds.filter((candidate) => candidate.state === 'VACANT').map((candidate) => ({ room: one, bed: candidate })),
  );
  const targetRoom = vacant.find((one) => one.bed.bedId === target)?.room;
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };
  const chooseTarget = (bedId: string) => {
    setTarget(bedId);
    setDirty(true);
    const category = vacant.find((one) => one.bed.bedId === bedId)?.room.category;
    // The package goes with the room category: kept when the new bed is of the same kind, else the bed alone.
    setPackageCode(category === room.category ? occupant.packageCode : '');
  };
  const send = (traCheck: 2 | 3) => {
    const found = {
      ...(date ? {} : { date: 'Give the date' }),
      ...(traCheck === 2 && !target ? { target: 'Choose the bed to move to' } : {}),
    };
    setProblem(found);
    if (Object.keys(found).length > 0) return;
    const header =
      traCheck === 2
        ? { allocNo: occupant.allocNo, bedId: target, date, packageCode }
        : { allocNo: occupant.allocNo, date, remarks };
    void submit(async () => {
      const body = { header, traCheck };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(
        traCheck === 2
          ? `${occupant.name} moved to ${bedName(target)}.`
          : `${occupant.name} has vacated ${bedLabel.toLowerCase()}.`,
      );
      onClose();
    });
  };
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
            <Form noValidate onSubmit={(event) => (event.preventDefault(), send(2))} aria-label="Transfer">
              <SelectField
                id={`${id}-target`}
                label="Move to bed"
                value={target}
                onChange={chooseTarget}
                error={problem.target}
                options={vacant.map((one) => ({
                  value: one.bed.bedId,
                  label: `${one.bed.bedId} (${one.room.categoryName})`,
                }))}
              />
              {targetRoom && (
                <SelectField
                  id={`${id}-package`}
                  label="Package"
                  placeholder={false}
                  value={packageCode}
                  onChange={edited(setPackageCode)}
                  options={packageOptions(requirements, targetRoom.category)}
                />
              )}
              <InputField
                id={`${id}-date`}
                label="Transfer date"
                type="date"
                value={date}
                onChange={edited(setDate)}
                error={problem.date}
                help={BILLED_MONTH_NOTE}
              />
              <LoadingButton loading={saving} loadingText="Moving">
                Transfer
              </LoadingButton>
            </Form>
          )}
          {mode === 'vacate' && (
            <Form noValidate onSubmit={(event) => (event.preventDefault(), send(3))} aria-label="Vacate">
              <InputField
                id={`${id}-date`}
                label="Vacate date"
                type="date"
                value={date}
                onChange={edited(setDate)}
                error={problem.date}
                help={`The bed is free from this day; rent is charged up to the day before. ${BILLED_MONTH_NOTE}`}
              />
              <InputField id={`${id}-remarks`} label="Remarks" value={remarks} onChange={edited(setRemarks)} />
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
