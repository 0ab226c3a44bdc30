import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { fieldSchema } from '../../../engine/field-schemas';
import { FormField } from '../../../engine/form/form-field';
import type { FieldValue, ResourceRecord } from '../../../engine/resource';
import { PARAMETER } from '../reports/report-parameters';

/** The reconciliation's parameters: a bank account (only bank-type accounts are offered) and the period. */
export const BRS_PARAMETERS = [PARAMETER.bankAccount, PARAMETER.fromMonth, PARAMETER.to] as const;

const schema = z.object(Object.fromEntries(BRS_PARAMETERS.map((field) => [field.name, fieldSchema(field)])));

interface Props {
  values: Readonly<Record<string, FieldValue>>;
  onShow: (values: Record<string, FieldValue>) => void;
}

/**
 * The bank account and period form; "Show entries" puts them in the URL (a shared link opens the same reconciliation).
 */
export function BrsParameters({ values, onShow }: Props) {
  const form = useForm<ResourceRecord>({ resolver: zodResolver(schema) as never, values: { ...values } });
  const show = form.handleSubmit((chosen) => onShow(chosen));
  return (
    <Form
      noValidate
      onSubmit={(event) => void show(event)}
      className="report-parameters d-print-none"
      aria-label="Bank account and period"
    >
      {BRS_PARAMETERS.map((field) => (
        <FormField
          key={field.name}
          field={field}
          name={field.name}
          id={`brs-${field.name}`}
          form={form}
          readOnly={false}
        />
      ))}
      <Button type="submit" className="align-self-end mb-3">
        Show entries
      </Button>
    </Form>
  );
}
