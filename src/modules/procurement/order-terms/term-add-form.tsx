import { useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveTerm } from './term-api';
import { TERM_MAX, termProblem, tidyTerm, type PurchaseTerm } from './term-rules';

interface Values {
  term: string;
}

/** A new standard term, added after the others; a blank one or one already there is refused beside the box. */
export function TermAddForm({ terms }: { terms: readonly PurchaseTerm[] }) {
  const save = useSaveTerm();
  const pending = useRef(false);
  const form = useForm<Values>({ defaultValues: { term: '' } });

  const add = ({ term }: Values) => {
    if (pending.current) return;
    pending.current = true;
    save.mutate(
      { term: { term: tidyTerm(term), slno: null }, traCheck: 1 },
      {
        onSuccess: (answer) => {
          showDoneToast(`Term ${String(answer.recordId)} added.`);
          form.reset({ term: '' });
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) form.setError('term', { message: error.message });
        },
        onSettled: () => {
          pending.current = false;
        },
      },
    );
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => void form.handleSubmit(add)(event)}
      aria-label="Add a term"
      className="mb-4"
      style={{ maxWidth: '48rem' }}
    >
      <Field
        id="order-term-new"
        label="New term"
        form={form}
        name="term"
        type="textarea"
        maxLength={TERM_MAX}
        rules={{ validate: (value) => termProblem(value, terms) ?? true }}
        help="Added after the others. A term is not changed once added: delete it and add the new wording."
      />
      <LoadingButton loading={save.isPending} loadingText="Adding">
        Add term
      </LoadingButton>
    </Form>
  );
}
