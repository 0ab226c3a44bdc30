import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { GroupErrors } from './domain/group-input';
import { GroupErrorSummary } from './group-error-summary';

interface Props {
  label: string;
  onSave: () => void;
  /** The leave guard's dialog (useLeaveGuard). */
  leave: ReactNode;
  errors: GroupErrors;
  /** The server's refusal or a lost answer, shown with the input kept. */
  failure: string;
  /** What was saved, once it was. */
  done: string;
  children: ReactNode;
}

/**
 * A group operation's form: labelled, its problems listed at the top, the server's refusal and the saved note above the
 * fields.
 */
export function GroupFormFrame({ label, onSave, leave, errors, failure, done, children }: Props) {
  return (
    <Form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {leave}
      <GroupErrorSummary errors={errors} />
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {done && <Alert variant="success">{done}</Alert>}
      {children}
    </Form>
  );
}
