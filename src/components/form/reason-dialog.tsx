import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { useOneSubmit } from '../../lib/hooks/use-one-submit';
import { LoadingButton } from '../loading-button';
import { Field } from './field';

interface Props {
  title: string;
  /** What the action does, above the field. */
  text?: ReactNode;
  confirmLabel: string;
  /** What the confirm button says while the work is under way ('Cancelling'); the confirm label unless given. */
  busyLabel?: string;
  /** The way back without doing it. */
  keepLabel?: string;
  /** The field's label ('Reason', 'Pass code', 'Reason for the cancellation'). */
  inputLabel?: string;
  /** Said beside the field when it is left empty. */
  required?: string;
  /** One line (a code) instead of a text box. */
  oneLine?: boolean;
  maxLength?: number;
  /** Does the work with the text typed, trimmed; a failure's words are shown and the text kept. */
  onConfirm: (text: string) => Promise<void> | void;
  onClose: () => void;
}

/**
 * Asks for the one piece of text an action needs (the reason of a cancel or a rejection, the pass code at the gate),
 * marks it beside the field when it is missing, and does the action once per confirmation.
 */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  busyLabel = confirmLabel,
  keepLabel = 'Keep it',
  inputLabel = 'Reason',
  required = `Give the ${inputLabel.toLowerCase()}.`,
  oneLine = false,
  maxLength = 200,
  onConfirm,
  onClose,
}: Props) {
  const titleId = useId();
  const schema = z.object({ text: z.string().trim().min(1, required).max(maxLength) });
  const form = useForm<{ text: string }>({ resolver: zodResolver(schema), defaultValues: { text: '' } });
  const { submit, saving, failure } = useOneSubmit();
  // The field, not the dialog, takes the focus: the text is what the person came to type.
  useEffect(() => form.setFocus('text'), [form]);
  const confirm = form.handleSubmit(({ text: typed }) => submit(async () => onConfirm(typed.trim())));
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={(event) => void confirm(event)}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {text && <p>{text}</p>}
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <Field
            form={form}
            name="text"
            id={`${titleId}-text`}
            label={inputLabel}
            type={oneLine ? 'text' : 'textarea'}
            maxLength={maxLength}
            className="mb-0"
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <LoadingButton variant="danger" loading={saving} loadingText={busyLabel}>
            {confirmLabel}
          </LoadingButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
