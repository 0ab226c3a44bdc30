import type { FormEvent, ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../components/loading-button';

interface Props {
  title: string;
  /** The heading's id, which names the section ('screen-title' unless given). */
  titleId?: string;
  maxWidth: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Why the last save failed (the server's refusal), shown above the fields. */
  failure: string | null;
  /** Under the title: the date, and how the number is given. */
  intro: ReactNode;
  saving: boolean;
  saveLabel: string;
  /** The save waits (for the bills the amount is checked against). */
  saveDisabled?: boolean;
  onBack: () => void;
  /** The question asked on leaving with the input unsaved. */
  leaveQuestion: ReactNode;
  children: ReactNode;
}

/**
 * A receipt, payment or advance form: its title, the save's refusal, what the form tells first, the fields, then the
 * save and the way back to the list.
 */
export function MoneyFormFrame({ title, titleId = 'screen-title', maxWidth, failure, ...props }: Props) {
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="h3 mb-3">
        {title}
      </h1>
      <Form noValidate onSubmit={(event) => void props.onSubmit(event)} style={{ maxWidth }}>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <p className="form-text mt-0">{props.intro}</p>
        {props.children}
        <div className="d-flex flex-wrap gap-2">
          <LoadingButton loading={props.saving} loadingText="Saving" disabled={props.saveDisabled}>
            {props.saveLabel}
          </LoadingButton>
          <Button variant="outline-secondary" onClick={props.onBack}>
            Back to the list
          </Button>
        </div>
      </Form>
      {props.leaveQuestion}
    </section>
  );
}
