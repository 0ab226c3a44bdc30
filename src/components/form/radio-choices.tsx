import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

export interface RadioChoice {
  value: string;
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

interface Props<T extends FieldValues> {
  /** The form (what it needs of it: a form whose schema transforms its values fits as well). */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: Path<T>;
  legend: string;
  choices: readonly RadioChoice[];
  /** A field label's look unless given ('h6' where the choice heads a part of the form). */
  legendClassName?: string;
  className?: string;
  inline?: boolean;
  /** Called with the value chosen after the form has it (to empty what depends on it). */
  onChange?: (value: string) => void;
}

/**
 * One value chosen from a few, as radio buttons under a legend, bound to react-hook-form by its name. The schema's
 * problem shows under the last choice (the one a rule refuses, such as a credit refund without a customer).
 */
export function RadioChoices<T extends FieldValues>(props: Props<T>) {
  const { form, name, choices, onChange } = props;
  const own: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const problem = typeof own === 'string' ? own : undefined;
  const last = choices.length - 1;
  return (
    <fieldset className={props.className ?? 'mb-3'}>
      <legend className={props.legendClassName ?? 'form-label fs-6'}>{props.legend}</legend>
      {choices.map((choice, index) => (
        <Form.Check
          key={choice.value}
          type="radio"
          inline={props.inline}
          id={choice.id}
          label={choice.label}
          value={choice.value}
          disabled={choice.disabled}
          {...form.register(name, {
            ...(onChange && { onChange: (event: { target: { value: string } }) => onChange(event.target.value) }),
          })}
          {...(index === last && { isInvalid: !!problem, feedback: problem, feedbackType: 'invalid' as const })}
        />
      ))}
    </fieldset>
  );
}
