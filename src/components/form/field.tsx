import Form from 'react-bootstrap/Form';
import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { describedBy, FieldFrame, type FrameProps } from './field-frame';

export type FieldType =
  | 'text'
  | 'date'
  | 'time'
  | 'month'
  | 'datetime-local'
  | 'number'
  | 'money'
  | 'quantity'
  | 'count'
  | 'tel'
  | 'email'
  | 'url'
  | 'password'
  | 'search'
  | 'textarea';

interface Props<T extends FieldValues, N extends Path<T>> extends Omit<FrameProps, 'id' | 'error'> {
  /** The form (what it needs of it: a form whose schema transforms its values fits as well). */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: N;
  /** The input's id; by default made from the name. */
  id?: string;
  /**
   * 'money' and 'quantity': text read as a number, with the decimal keypad on phones; 'count': whole numbers, with
   * the digits keypad; 'number': a number input (its `step` and `min` as given).
   */
  type?: FieldType;
  /** Options make it a select; `choose` is its empty first choice ('Choose…' unless given; null: none). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  choose?: string | null;
  /** A problem found outside the form's schema, shown like the schema's own. */
  problem?: string;
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  rows?: number;
  step?: string;
  min?: number | string;
  max?: number | string;
  /** Called with the new value after the form has it (to fill what depends on it). */
  onChange?: (value: string) => void;
  /** Checks of a form without a schema (react-hook-form's own `validate`, `required`). */
  rules?: RegisterOptions<T, N>;
  /** 'off' unless given: the browser offers no past entries ('username', 'new-password' where it should). */
  autoComplete?: string;
  /** An example of what to type, shown while the box is empty (never instead of the label). */
  placeholder?: string;
  /** The keypad a phone opens, where the type does not say it (a numeric code typed as text). */
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
}

const KEYPAD: Partial<Record<FieldType, 'decimal' | 'numeric' | 'tel' | 'email'>> = {
  money: 'decimal',
  quantity: 'decimal',
  count: 'numeric',
  tel: 'tel',
  email: 'email',
};

/**
 * One labelled input, text box or select bound to react-hook-form by its name, with the schema's problem (or one
 * found elsewhere) beside it and announced with it.
 */
export function Field<T extends FieldValues, N extends Path<T> = Path<T>>(props: Props<T, N>) {
  const { form, name, type = 'text', options, choose = 'Choose…', problem, disabled, readOnly, onChange } = props;
  const id = props.id ?? `field-${String(name).replace(/\./g, '-')}`;
  const own: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof own === 'string' ? own : problem;
  const registered = form.register(name, {
    ...props.rules,
    ...(onChange && { onChange: (event: { target: { value: string } }) => onChange(event.target.value) }),
  });
  const common = {
    id,
    isInvalid: !!error,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, props.help),
    ...registered,
  };
  return (
    <FieldFrame
      id={id}
      label={props.label}
      error={error}
      help={props.help}
      hideLabel={props.hideLabel}
      mark={props.mark}
      className={props.className}
    >
      {options ? (
        <Form.Select {...common} disabled={disabled || readOnly}>
          {choose !== null && <option value="">{choose}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : type === 'textarea' ? (
        <Form.Control
          as="textarea"
          rows={props.rows ?? 2}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          {...common}
        />
      ) : (
        <Form.Control
          type={type === 'money' || type === 'quantity' || type === 'count' ? 'text' : type}
          inputMode={
            props.inputMode ??
            (type === 'number' ? (props.step && Number(props.step) < 1 ? 'decimal' : 'numeric') : KEYPAD[type])
          }
          step={props.step}
          min={props.min}
          max={props.max}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete ?? 'off'}
          placeholder={props.placeholder}
          {...common}
        />
      )}
    </FieldFrame>
  );
}
