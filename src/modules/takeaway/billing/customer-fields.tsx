import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import type { OrderHead } from '../../../kits/billing/domain/order-types';
import type { CounterCustomer } from '../domain/counter-types';
import { isPhone, phoneDigits, useAddCustomer, useFindCustomer } from './counter-api';

interface Props {
  head: OrderHead;
  onHead: (head: OrderHead) => void;
  disabled: boolean;
}

const findSchema = z.object({
  phone: z.string().refine(isPhone, 'Enter the customer’s ten-digit mobile number, e.g. 9847012345.'),
});
// The server checks a new customer's name and address; its refusals show beside them.
const newSchema = z.object({ name: z.string(), address: z.string() });
type NewCustomer = z.infer<typeof newSchema>;

const withCustomer = (head: OrderHead, customer: CounterCustomer): OrderHead => ({
  ...head,
  customer: customer.code,
  customerName: customer.name,
  phone: customer.mobile,
  address: customer.address || head.address,
});
const walkIn = (head: OrderHead): OrderHead => ({ ...head, customer: '', customerName: '', phone: '', address: '' });

/**
 * The customer by phone: Find looks the number up; a customer on file goes on the order, a new number offers
 * their name and address and Add customer makes them on the spot (with no credit). Clear takes them off (walk-in).
 */
export function CustomerFields({ head, onHead, disabled }: Props) {
  const finder = useForm<{ phone: string }>({
    resolver: zodResolver(findSchema),
    defaultValues: { phone: head.phone },
  });
  const details = useForm<NewCustomer>({ resolver: zodResolver(newSchema), defaultValues: { name: '', address: '' } });
  const [unknown, setUnknown] = useState('');
  const { submit, saving, failure } = useRepeatSubmit();
  const [doing, setDoing] = useState<'find' | 'add'>('find');
  // One key per customer being added (a retry of the same add saves once); a new one once they are made, so the
  // next new customer of this order is not answered with the first.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const findCustomer = useFindCustomer();
  const add = useAddCustomer();

  const run = (what: 'find' | 'add', work: () => Promise<void>) =>
    submit(async () => {
      setDoing(what);
      details.clearErrors();
      try {
        await work();
      } catch (error) {
        const { fieldErrors } = toApiError(error);
        for (const name of ['name', 'address'] as const) {
          const message = fieldErrors?.[name];
          if (message) details.setError(name, { type: 'server', message });
        }
        throw error;
      }
    });
  const find = finder.handleSubmit(({ phone: typed }) => {
    const phone = phoneDigits(typed);
    return run('find', async () => {
      const customer = await findCustomer(phone);
      setUnknown(customer ? '' : phone);
      if (customer) onHead(withCustomer(head, customer));
    });
  });
  const create = details.handleSubmit(({ name, address }) =>
    run('add', async () => {
      const customer = await add({ name: name.trim(), mobile: unknown, address: address.trim() }, key);
      setKey(crypto.randomUUID());
      onHead(withCustomer(head, customer));
    }),
  );
  const clear = () => {
    finder.reset({ phone: '' });
    setUnknown('');
    details.reset();
    onHead(walkIn(head));
  };

  if (head.customer) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="group" aria-label="Customer">
        <span className="text-break">
          Customer <strong>{head.customerName}</strong> ({head.phone}){head.address ? `, ${head.address}` : ''}
        </span>
        {!disabled && (
          <Button size="sm" variant="outline-secondary" onClick={clear}>
            Clear customer
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mb-2">
      <Form
        noValidate
        className="d-flex flex-wrap align-items-end gap-2"
        onSubmit={(event) => void find(event)}
        aria-label="Find the customer"
      >
        <div style={{ maxWidth: '12rem' }}>
          <Field
            form={finder}
            name="phone"
            id="counter-phone"
            label="Customer phone"
            inputMode="tel"
            disabled={disabled}
            className=""
          />
        </div>
        <LoadingButton
          variant="outline-primary"
          loading={saving && doing === 'find'}
          loadingText="Finding"
          disabled={disabled}
        >
          Find
        </LoadingButton>
      </Form>
      {failure && (
        <Alert variant="danger" className="py-1 mt-2 mb-0" role="alert">
          {failure}
        </Alert>
      )}
      {unknown && (
        <fieldset className="border rounded p-2 mt-2">
          <legend className="h6 float-none w-auto px-1 mb-0">New customer {unknown}</legend>
          <div className="row g-2 align-items-end">
            <Field
              form={details}
              name="name"
              id="counter-customer-name"
              label="Name"
              maxLength={100}
              className="col-sm-4"
            />
            <Field
              form={details}
              name="address"
              id="counter-customer-address"
              label="Address"
              maxLength={250}
              className="col-sm-5"
            />
            <div className="col-sm-3">
              <LoadingButton
                type="button"
                loading={saving && doing === 'add'}
                loadingText="Adding"
                onClick={(event) => void create(event)}
              >
                Add customer
              </LoadingButton>
            </div>
          </div>
        </fieldset>
      )}
    </div>
  );
}
