import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useSendMessage } from './chat-api';
import { messageProblem } from './chat-types';

interface Props {
  contactId: string;
  contactName: string;
}

/** The message rule the server applies too, beside the box. */
const schema = checkedBy(z.object({ text: z.string() }), ({ text }) => {
  const message = messageProblem(text);
  return message ? [{ field: 'text', message }] : [];
});

/**
 * Writes a message to the open contact: Enter sends, Shift+Enter starts a new line; an empty message is refused beside
 * the box.
 */
export function ChatComposer({ contactId, contactName }: Props) {
  const send = useSendMessage();
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The problem stays until the next send or the next keystroke, as it did before the box checked through a schema.
  const form = useForm<{ text: string }>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });
  const text = useWatch({ control: form.control, name: 'text' });
  const leaveQuestion = useLeaveGuard(text.trim() !== '');
  const problem = form.formState.errors.text?.message ?? null;

  const sendValid = async (values: { text: string }) => {
    // A second Enter pressed while the first was being checked finds it sending.
    if (busy.current) return;
    busy.current = true;
    try {
      await send.mutateAsync({ contactId, text: values.text.trim() });
      form.reset({ text: '' });
    } catch (failure) {
      const error = toApiError(failure);
      const field = error.fieldErrors?.['message.text'];
      if (field) form.setError('text', { type: 'server', message: field });
      else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };
  const start = () => {
    if (busy.current) return;
    setRefusal(null);
    void form.handleSubmit(sendValid)();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    start();
  };

  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), start())} className="border-top pt-3">
      {refusal && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <Form.Group controlId={`chat-message-${contactId}`}>
        <Form.Label>Message to {contactName}</Form.Label>
        <div className="d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <Form.Control
              as="textarea"
              rows={2}
              {...form.register('text', {
                onChange: () => {
                  if (form.getFieldState('text').error) form.clearErrors('text');
                },
              })}
              onKeyDown={onKeyDown}
              isInvalid={problem !== null}
              aria-invalid={problem !== null}
              aria-describedby={problem ? 'chat-message-error chat-message-hint' : 'chat-message-hint'}
            />
            <Form.Control.Feedback id="chat-message-error" type="invalid">
              {problem}
            </Form.Control.Feedback>
            <Form.Text id="chat-message-hint">Enter sends; Shift+Enter starts a new line.</Form.Text>
          </div>
          <LoadingButton loading={send.isPending} loadingText="Sending">
            Send
          </LoadingButton>
        </div>
      </Form.Group>
      {leaveQuestion}
    </Form>
  );
}
