import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadingButton } from '../../../components/loading-button';

interface Props {
  /** The document's name, capitalised: the heading reads "New <noun>". */
  noun: string;
  refusal: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  saving: boolean;
  onBack: () => void;
  /** The question asked before leaving with the input unsaved. */
  leaveQuestion: ReactNode;
  /** The header fields and the lines. */
  children: ReactNode;
}

/** A new stock document's screen: its heading, the server's refusal, the fields, then Save and the way back. */
export function NewDocumentFrame({ noun, refusal, onSubmit, saving, onBack, leaveQuestion, children }: Props) {
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New {noun.toLowerCase()}
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '72rem' }}
      >
        <RefusalAlert text={refusal} />
        {children}
        <div className="d-flex gap-2">
          <LoadingButton loading={saving} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onBack}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
