import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { type PanelRoom } from '../domain/room-panel-types';
import { type AllocateInput, type AllocationRequirements, type OccupantKind } from '../domain/allocation-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { useHostelWrite } from '../shared/hostel-write';
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

type Problems = Partial<Record<'admissionNo' | 'guestName' | 'guestMobile' | 'fromDate', string>>;

function problemsOf(input: AllocateInput): Problems {
  const problems: Problems = {};
  if (input.occupantKind === 'STUDENT' && !input.admissionNo) problems.admissionNo = 'Choose the student';
  if (input.occupantKind === 'GUEST' && !input.guestName.trim()) problems.guestName = "Give the guest's name";
  if (input.occupantKind === 'GUEST' && !/^[6-9]\d{9}$/.test(input.guestMobile.trim()))
    problems.guestMobile = 'Give a 10-digit mobile number, e.g. 9822037164';
  if (!input.fromDate) problems.fromDate = 'Give the date the bed is taken from';
  return problems;
}

/**
 * Allocate a vacant bed to a student of the school or a guest, with a package of the room's category (or the bed
 * alone), from a date.
 */
export function AllocateDialog({ room, bedId, bedLabel, requirements, onClose, onOutOfService }: Props) {
  const id = useId();
  const [input, setInput] = useState<AllocateInput>({
    bedId,
    occupantKind: 'STUDENT',
    admissionNo: '',
    guestName: '',
    guestMobile: '',
    packageCode: '',
    fromDate: requirements.today,
    remarks: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [dirty, setDirty] = useState(false);
  const save = useHostelWrite(API.saveAllocation);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const leaveQuestion = useLeaveGuard(dirty && !save.isSuccess);
  const change = <K extends keyof AllocateInput>(key: K, value: AllocateInput[K]) => {
    setInput((before) => ({ ...before, [key]: value }));
    setDirty(true);
  };
  const students = requirements.students.map((student) => ({
    value: student.admissionNo,
    label: `${student.name} (${student.admissionNo}), ${student.className}${student.bedId ? `, holds ${student.bedId}` : ''}`,
  }));
  const allocate = () => {
    const found = problemsOf(input);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: input, traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`${bedLabel} allocated (${String(answer.seq ?? '')}).`);
      onClose();
    });
  };
  const kinds: Array<[OccupantKind, string]> = [
    ['STUDENT', 'A student'],
    ['GUEST', 'A guest'],
  ];
  return (
    <>
      <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} className="h5">
            Allocate {bedLabel}
          </Modal.Title>
        </Modal.Header>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            allocate();
          }}
        >
          <Modal.Body>
            <p className="small text-body-secondary">
              {room.categoryName}, floor {room.floor}.
            </p>
            {failure && (
              <Alert variant="danger" role="alert">
                {failure}
              </Alert>
            )}
            <fieldset className="mb-3">
              <legend className="form-label fs-6">Occupant</legend>
              {kinds.map(([kind, label]) => (
                <Form.Check
                  key={kind}
                  inline
                  type="radio"
                  name={`${id}-kind`}
                  id={`${id}-${kind}`}
                  label={label}
                  checked={input.occupantKind === kind}
                  onChange={() => change('occupantKind', kind)}
                />
              ))}
            </fieldset>
            {input.occupantKind === 'STUDENT' ? (
              <SelectField
                id={`${id}-student`}
                label="Student"
                value={input.admissionNo}
                onChange={(value) => change('admissionNo', value)}
                options={students}
                error={problems.admissionNo}
              />
            ) : (
              <>
                <InputField
                  id={`${id}-guest`}
                  label="Guest's name"
                  value={input.guestName}
                  onChange={(value) => change('guestName', value)}
                  error={problems.guestName}
                />
                <InputField
                  id={`${id}-mobile`}
                  label="Guest's mobile"
                  type="tel"
                  value={input.guestMobile}
                  onChange={(value) => change('guestMobile', value)}
                  error={problems.guestMobile}
                />
              </>
            )}
            <SelectField
              id={`${id}-package`}
              label="Package"
              placeholder={false}
              value={input.packageCode}
              onChange={(value) => change('packageCode', value)}
              options={packageOptions(requirements, room.category)}
            />
            <InputField
              id={`${id}-from`}
              label="From"
              type="date"
              value={input.fromDate}
              onChange={(value) => change('fromDate', value)}
              error={problems.fromDate}
            />
            <InputField
              id={`${id}-remarks`}
              label="Remarks"
              value={input.remarks}
              onChange={(value) => change('remarks', value)}
            />
          </Modal.Body>
          <Modal.Footer>
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
          </Modal.Footer>
        </Form>
      </Modal>
      {leaveQuestion}
    </>
  );
}
