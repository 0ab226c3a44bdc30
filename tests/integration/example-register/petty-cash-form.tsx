import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { Field } from '../../../src/components/form/field';
import { dataProvider } from '../../../src/lib/api/data-provider';
import { useOneSubmit } from '../../../src/lib/hooks/use-one-submit';
import { fromPaise } from '../../../src/lib/money/money';
import { parseMoney } from '../../../src/lib/money/money-parse';

const schema = z.object({
  paidTo: z.string().trim().min(1, 'Say whom it was paid to'),
  amt: z.string().transform((text, context) => {
    const parsed = parseMoney(text);
    if (parsed.ok && parsed.paise > 0) return fromPaise(parsed.paise);
    context.addIssue({ code: 'custom', message: 'Enter an amount above zero' });
    return z.NEVER;
  }),
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** A new petty cash voucher: whom it was paid to and how much. */
export function PettyCashForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { paidTo: '', amt: '' },
  });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) => dataProvider.write('api/PettyCash/SetVoucher', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['example.petty-cash'] }),
  });
  const { submit, saving, failure } = useOneSubmit();
  return (
    <Form noValidate onSubmit={form.handleSubmit((values) => submit(() => save.mutateAsync(values).then(onDone)))}>
      <h1 className="h4">New petty cash voucher</h1>
      <Field form={form} name="paidTo" label="Paid to" />
      <Field form={form} name="amt" label="Amount" type="money" />
      {failure && <p role="alert">{failure}</p>}
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </Form>
  );
}
