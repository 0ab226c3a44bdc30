import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { isDay } from '../../domain/recruit-dates';
import type { AppointedRow } from '../../domain/recruit-types';
import { InputField, SelectField } from '../../../../components/form/controlled-fields';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../recruitment/shared/refusal-alert';

/** Confirms an appointed candidate's joining (the employee is created) or records that they declined. */
export function JoiningDialog({
  row,
  onDone,
  onClose,
}: {
  row: AppointedRow;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const name = [row.nameOfCandidate, row.surName].filter(Boolean).join(' ');
  const [status, setStatus] = useState('1');
  const [joiningDate, setJoiningDate] = useState(todayOf());
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useRecruitWrite(HRD_ROUTES.setJoining);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const send = () => {
    // As the server checks it (recruit-joining.ts): a date, not after today, from the appointment to the last date to
    // join.
    const wrong =
      status !== '1'
        ? undefined
        : !isDay(joiningDate)
          ? 'Enter the date of joining'
          : joiningDate > todayOf()
            ? 'The joining date is after today: confirm the joining on the day.'
            : joiningDate > row.maxDateToJoin
              ? `The last date to join was ${row.maxDateToJoin}`
              : joiningDate < row.appointmentDate.slice(0, 10)
                ? `The joining date is before the appointment (${row.appointmentDate.slice(0, 10)}).`
                : undefined;
    setProblem(wrong);
    if (wrong) return;
    void submit(async () => {
      const body = {
        joining: {
          recordId: row.recordId,
          resumeId: row.resumeId,
          joiningStatus: Number(status),
          joiningDate: status === '1' ? joiningDate : '',
          joiningComments: comments.trim(),
        },
        traCheck: 1,
      };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      onDone(
        status === '1' ? `${name} joined as employee ${String(answer.empno)}.` : `${name} declined the appointment.`,
      );
    });
  };
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`}>Joining of {name}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <RefusalAlert text={failure} />
          <p className="small">
            {row.designationName}; join by {row.maxDateToJoin}.
          </p>
          <SelectField
            id={`${id}-status`}
            label="Outcome"
            placeholder={false}
            value={status}
            onChange={setStatus}
            options={[
              { value: '1', label: 'Joined' },
              { value: '2', label: 'Declined' },
            ]}
          />
          {status === '1' && (
            <InputField
              id={`${id}-date`}
              label="Date of joining"
              type="date"
              value={joiningDate}
              onChange={setJoiningDate}
              error={problem}
            />
          )}
          <InputField id={`${id}-comments`} label="Comments" value={comments} onChange={setComments} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
          <LoadingButton loading={saving} loadingText="Saving">
            Confirm
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
