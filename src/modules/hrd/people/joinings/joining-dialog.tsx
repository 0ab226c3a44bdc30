import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { AppointedRow } from '../../domain/recruit-types';
import { useRecruitWrite } from '../../recruitment/shared/recruit-api';
import { todayOf } from '../../recruitment/shared/recruit-format';
import { RefusalAlert } from '../../../../components/form/form-actions';
import { joiningInputOf, joiningSchema, type JoiningValues } from './joining-dialog-values';

const OUTCOMES = [
  { value: '1', label: 'Joined' },
  { value: '2', label: 'Declined' },
];

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
  const form = useForm<JoiningValues>({
    resolver: zodResolver(joiningSchema(row)),
    defaultValues: { status: '1', joiningDate: todayOf(), comments: '' },
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const save = useRecruitWrite(HRD_ROUTES.setJoining);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const body = { joining: joiningInputOf(row, values), traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      onDone(
        values.status === '1'
          ? `${name} joined as employee ${String(answer.empno)}.`
          : `${name} declined the appointment.`,
      );
    }),
  );
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={(event) => void send(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`}>Joining of {name}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <RefusalAlert text={failure} />
          <p className="small">
            {row.designationName}; join by {row.maxDateToJoin}.
          </p>
          <Field form={form} name="status" id={`${id}-status`} label="Outcome" choose={null} options={OUTCOMES} />
          {status === '1' && (
            <Field form={form} name="joiningDate" id={`${id}-date`} label="Date of joining" type="date" />
          )}
          <Field form={form} name="comments" id={`${id}-comments`} label="Comments" />
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
