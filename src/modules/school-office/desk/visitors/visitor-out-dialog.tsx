import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../../components/form/field';
import { checkedBy } from '../../../../components/form/rule-checks';
import { LoadingButton } from '../../../../components/loading-button';
import { showDoneToast } from '../../../../lib/messages/messages';
import { visitorOutProblems } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { Visitor } from '../../domain/visitor-types';
import { nowOf } from '../shared/desk-api';
import { RefusalAlert } from '../../../../components/form/form-actions';
import { useDeskSave } from '../shared/use-desk-form';

const shape = z.object({ outTime: z.string() });
type Values = z.infer<typeof shape>;

/** Marks a visitor out at a time (now by default); a time before they came in is refused beside the box. */
export function VisitorOutDialog({ visitor, onClose }: { visitor: Visitor; onClose: () => void }) {
  const id = useId();
  // A problem with the visitor (gone already, not found) is said beside the one box there is.
  const schema = checkedBy(shape, ({ outTime }) =>
    visitorOutProblems(visitor, outTime).map((one) => ({ ...one, field: 'outTime' })),
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { outTime: nowOf() < visitor.inTime ? visitor.inTime : nowOf() },
  });
  const { send, saving, failure } = useDeskSave(FD_ROUTES.saveVisitor);
  const markOut = form.handleSubmit(({ outTime }) =>
    send(
      form,
      { header: { visitorNo: visitor.visitorNo, date: visitor.date, outTime }, traCheck: 2 },
      () => {
        showDoneToast(`${visitor.name} is out.`);
        onClose();
      },
      'outTime',
    ),
  );
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered>
      <Form noValidate onSubmit={(event) => void markOut(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} className="h5">
            {`Mark ${visitor.name} out`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{`In at ${visitor.inTime} to meet ${visitor.meetsName}.`}</p>
          <RefusalAlert text={failure} />
          <Field form={form} name="outTime" id={`${id}-out`} label="Time out" type="time" />
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
