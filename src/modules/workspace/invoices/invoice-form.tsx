import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadingButton } from '../../../components/loading-button';
import { ScreenSection } from '../../../components/screen-section';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveInvoice } from './invoice-api';
import { fieldId, type InvoiceFormApi, toInvoice } from './invoice-form-values';
import { generateInvoiceId } from './invoice-id';
import { InvoiceItems } from './invoice-items';
import { InvoicePartyFields } from './invoice-party-fields';
import { invoiceFormSchema, type InvoiceFormValues } from './invoice-schema';
import { INVOICE_CURRENCIES, ORDER_STATUSES, type Invoice } from './invoice-types';

/** A select's options from fixed words (status, currency): each is its own value and label. */
const choices = (words: readonly string[]) => words.map((word) => ({ value: word, label: word }));
const STATUS_OPTIONS = choices(ORDER_STATUSES);
const CURRENCY_OPTIONS = choices(INVOICE_CURRENCIES);

/** A choice among fixed words, one always chosen (no empty first choice). */
function FixedChoice({
  form,
  name,
  label,
  options,
}: {
  form: InvoiceFormApi;
  name: 'orderStatus' | 'currency';
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return <Field form={form} name={name} id={fieldId(name)} label={label} options={options} choose={null} />;
}

interface Props {
  /** The invoice being changed, or null for a new one. */
  base: Invoice | null;
  defaults: InvoiceFormValues;
  /** The ids already in use: a new invoice's id is drawn among the others. */
  existingIds: readonly string[];
  /** After saving (the invoice's id) or when the user backs out (null). */
  onDone: (id: string | null) => void;
}

/** A new or existing invoice: checked as it is saved and again by the server; the user's input stays on a refusal. */
export function InvoiceForm({ base, defaults, existingIds, onDone }: Props) {
  const save = useSaveInvoice();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const sending = useRef(false);
  const taken = useRef(new Set<string>());
  const form = useForm<InvoiceFormValues, unknown, z.output<typeof invoiceFormSchema>>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: defaults,
  });
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && savedId === null);
  useEffect(() => {
    if (savedId !== null) onDone(savedId);
  }, [savedId, onDone]);
  const creating = base === null;

  const send = (values: z.output<typeof invoiceFormSchema>) => {
    const id = base?.id ?? generateInvoiceId([...existingIds, ...taken.current]);
    save.mutate(
      { invoice: toInvoice(id, values), creating },
      {
        onSuccess: () => {
          showDoneToast(`Invoice ${id} saved.`);
          setSavedId(id);
        },
        onError: (failure) => {
          sending.current = false;
          const error = toApiError(failure);
          if (error.status === 409) taken.current.add(id);
          const unplaced: string[] = [];
          for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
            if (path in defaults || path.startsWith('items.') || path.startsWith('bill'))
              form.setError(path as Path<InvoiceFormValues>, { message });
            else unplaced.push(message);
          }
          if (!error.isNetwork && !error.isSessionOver) setRefusal([error.message, ...unplaced].join(' '));
        },
      },
    );
  };
  // One save per click, however fast the clicks: the guard is set before the (asynchronous) check starts.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setRefusal(null);
    void form.handleSubmit(send, () => {
      sending.current = false;
    })(event);
  };

  return (
    <ScreenSection title={creating ? 'New invoice' : `Edit invoice ${base.id}`}>
      <Form noValidate onSubmit={submit} aria-labelledby="screen-title" style={{ maxWidth: '64rem' }}>
        <RefusalAlert text={refusal} />
        {creating && <p className="form-text mt-0">The invoice gets its 5-character id when you save it.</p>}
        <Row className="g-3">
          <Col sm={6} lg={4}>
            <Field form={form} name="orderNumber" id={fieldId('orderNumber')} label="Order number" />
          </Col>
          <Col sm={6} lg={4}>
            <Field form={form} name="orderDate" id={fieldId('orderDate')} label="Order date" type="date" />
          </Col>
          <Col sm={6} lg={4}>
            <FixedChoice form={form} name="orderStatus" label="Status" options={STATUS_OPTIONS} />
          </Col>
          <Col sm={6} lg={4}>
            <FixedChoice form={form} name="currency" label="Currency" options={CURRENCY_OPTIONS} />
          </Col>
          <Col sm={6} lg={4}>
            <Field form={form} name="vat" id={fieldId('vat')} label="VAT %" inputMode="decimal" />
          </Col>
        </Row>
        <Row className="g-3">
          <Col md={6}>
            <InvoicePartyFields form={form} party="billFrom" legend="Bill from" />
          </Col>
          <Col md={6}>
            <InvoicePartyFields form={form} party="billTo" legend="Bill to" />
          </Col>
        </Row>
        <InvoiceItems form={form} />
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending || form.formState.isSubmitting} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={() => onDone(null)}>
            {creating ? 'Back to the list' : 'Back to the invoice'}
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </ScreenSection>
  );
}
