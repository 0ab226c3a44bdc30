import type { FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { RefusalAlert } from '../../../components/form/form-actions';
import { SaveAndBack } from '../../../components/form/save-and-back';

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
        <SaveAndBack saving={saving} onBack={onBack} />
      </Form>
      {leaveQuestion}
    </section>
  );
}
