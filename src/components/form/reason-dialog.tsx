import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { useOneSubmit } from '../../lib/hooks/use-one-submit';
import { DialogFrame } from '../dialog-frame';
import { LoadingButton } from '../loading-button';
import { Field } from './field';
import { RefusalAlert } from './form-actions';

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
    <DialogFrame
      title={title}
      titleId={titleId}
      onHide={onClose}
      onSubmit={(event) => void confirm(event)}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <LoadingButton variant="danger" loading={saving} loadingText={busyLabel}>
            {confirmLabel}
          </LoadingButton>
        </>
      }
    >
      {text && <p>{text}</p>}
      <RefusalAlert text={failure} />
      <Field
        form={form}
        name="text"
        id={`${titleId}-text`}
        label={inputLabel}
        type={oneLine ? 'text' : 'textarea'}
        maxLength={maxLength}
        className="mb-0"
      />
    </DialogFrame>
  );
}
