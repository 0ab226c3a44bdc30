import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useSendMessage } from './chat-api';
import { messageProblem } from './chat-types';

interface Props {
  contactId: string;
  contactName: string;
}

/**
 * Writes a message to the open contact: Enter sends, Shift+Enter starts a new line; an empty message is refused beside
 * the box.
 */
export function ChatComposer({ contactId, contactName }: Props) {
  const send = useSendMessage();
  const busy = useRef(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaveQuestion = useLeaveGuard(text.trim() !== '');

  const submit = async () => {
    if (busy.current) return;
    const local = messageProblem(text);
    setProblem(local);
    setRefusal(null);
    if (local) return;
    busy.current = true;
    try {
      await send.mutateAsync({ contactId, text: text.trim() });
      setText('');
    } catch (failure) {
      const error = toApiError(failure);
      const field = error.fieldErrors?.['message.text'];
      if (field) setProblem(field);
      else if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form noValidate onSubmit={onSubmit} className="border-top pt-3">
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
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (problem) setProblem(null);
              }}
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
