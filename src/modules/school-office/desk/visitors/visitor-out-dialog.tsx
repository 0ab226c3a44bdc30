import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { InputField } from '../../../../components/form/controlled-fields';
import { LoadingButton } from '../../../../components/loading-button';
import { useSaveAttemptKey } from '../../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../../lib/messages/messages';
import { visitorOutProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { Visitor } from '../../domain/visitor-types';
import { byField, fieldProblemsOf, nowOf, useDeskWrite } from '../shared/desk-api';
import { RefusalAlert } from '../shared/form-bits';

/** Marks a visitor out at a time (now by default); a time before they came in is refused beside the box. */
export function VisitorOutDialog({ visitor, onClose }: { visitor: Visitor; onClose: () => void }) {
  const id = useId();
  const [outTime, setOutTime] = useState(() => (nowOf() < visitor.inTime ? visitor.inTime : nowOf()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useDeskWrite(FD_ROUTES.saveVisitor);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const send = () => {
    const found = byField(visitorOutProblems(visitor, outTime));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: { visitorNo: visitor.visitorNo, date: visitor.date, outTime }, traCheck: 2 };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
        attempt.saved();
        showDoneToast(`${visitor.name} is out.`);
        onClose();
      } catch (error) {
        const fields = fieldProblemsOf(error);
        if (!fields) throw error;
        setProblems(fields);
      }
    });
  };
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} className="h5">
            {`Mark ${visitor.name} out`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{`In at ${visitor.inTime} to meet ${visitor.meetsName}.`}</p>
          <RefusalAlert text={failure} />
          <InputField
            id={`${id}-out`}
            label="Time out"
            type="time"
            value={outTime}
            onChange={setOutTime}
            error={problems.outTime ?? problems.visitorNo}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
          <LoadingButton loading={saving} loadingText="Saving">
            Mark out
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
