import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { get, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { InvoiceFormValues, invoiceFormSchema } from './invoice-schema';

/** The invoice form as its fields see it. */
export type InvoiceFormApi = UseFormReturn<InvoiceFormValues, unknown, z.output<typeof invoiceFormSchema>>;

interface Props {
  form: InvoiceFormApi;
  name: Path<InvoiceFormValues>;
  label: string;
  /** Hidden labels still name the control (item rows, whose column headers show the words). */
  hideLabel?: boolean;
  className?: string;
}

/** The id of a field's control, e.g. 'invoice-items-0-unit'. */
export const fieldId = (name: string) => `invoice-${name.replace(/\./g, '-')}`;

/** A field's error message, if any. */
export function fieldError(form: InvoiceFormApi, name: string): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/** A labelled control whose error shows under it and is announced with it. */
function FieldShell({
  form,
  name,
  label,
  hideLabel,
  className,
  children,
}: Props & { children: (error: string | undefined, errorId: string) => ReactNode }) {
  const error = fieldError(form, name);
  const errorId = `${fieldId(name)}-error`;
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={fieldId(name)}>
      <Form.Label visuallyHidden={hideLabel}>{label}</Form.Label>
      {children(error, errorId)}
      <Form.Control.Feedback id={errorId} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** A text, date or decimal input of the invoice form. */
export function InvoiceInput({
  type = 'text',
  inputMode,
  ...props
}: Props & Pick<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return (
    <FieldShell {...props}>
      {(error, errorId) => (
        <Form.Control
          {...props.form.register(props.name)}
          type={type}
          inputMode={inputMode}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
        />
      )}
    </FieldShell>
  );
}

/** An address: a few lines of text. */
export function InvoiceTextArea(props: Props) {
  return (
    <FieldShell {...props}>
      {(error, errorId) => (
        <Form.Control
          as="textarea"
          rows={3}
          {...props.form.register(props.name)}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
        />
      )}
    </FieldShell>
  );
}

/** A choice among fixed options (status, currency). */
export function InvoiceSelect({ options, ...props }: Props & { options: readonly string[] }) {
  return (
    <FieldShell {...props}>
      {(error, errorId) => (
        <Form.Select
          {...props.form.register(props.name)}
          isInvalid={!!error}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
      )}
    </FieldShell>
  );
}
