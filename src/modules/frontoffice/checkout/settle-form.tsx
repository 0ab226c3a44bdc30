import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import type { Paise } from '../../../lib/money/money';
import { formatMoney, formatMoneyPlain } from '../../../lib/money/money-format';
import { useSettleCheckout } from './checkout-api';
import type { BillableCompany } from './domain/checkout-types';
import { availableCredit, unsettledPaise } from './domain/tender-check';
import { creditOf, readDraft, settleSchema, type SettleValues } from './settle-schema';
import { settleBody, typedPaise } from './settle-values';
import { TenderRows } from './tender-rows';

interface Props {
  stayNo: string;
  billTo: string;
  balance: Paise;
  companies: readonly BillableCompany[];
  onSettled: (billNo: string) => void;
}

/** What the typed tenders and the company's part leave to settle (or refund); negative when they go over. */
const leftOf = (balance: Paise, values: { tenders: readonly { amount: string }[]; companyAmount: string }) =>
  unsettledPaise(balance, {
    tenders: values.tenders.map((tender) => ({ amount: typedPaise(tender.amount) })),
    company: '',
    companyAmount: balance < 0 ? 0 : typedPaise(values.companyAmount),
  });

/**
 * Step two of a check-out: the balance settled in any modes (split over several tenders) and/or a part billed to a
 * company within its credit; a folio in credit is refunded. The tenders must meet the balance exactly. Refusals are
 * shown with every input kept; a double click settles once.
 */
export function SettleForm({ stayNo, billTo, balance, companies, onSettled }: Props) {
  const refund = balance < 0;
  const nextId = useRef(2);
  const form = useForm<SettleValues>({
    resolver: zodResolver(settleSchema(balance, companies)),
    defaultValues: {
      tenders:
        balance === 0
          ? []
          : [
              {
                id: 1,
                mode: 'CASH',
                amount: billTo && !refund ? '' : formatMoneyPlain(Math.abs(balance)),
                reference: '',
              },
            ],
      company: companies.some((company) => company.code === billTo) ? billTo : '',
      companyAmount: '',
    },
  });
  const tenders = useFieldArray({ control: form.control, name: 'tenders', keyName: 'key' });
  const [refusal, setRefusal] = useState<string | null>(null);
  // The bill number once settled: the screen moves on after this render, so the leave guard no longer holds it.
  const [settled, setSettled] = useState<string | null>(null);
  const done = settled !== null;
  const settle = useSettleCheckout();
  const attempt = useSaveAttemptKey();
  const { submit } = useOneSubmit();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty && !done);
  const movedOn = useRef(false);
  useEffect(() => {
    if (settled === null || movedOn.current) return;
    movedOn.current = true;
    onSettled(settled);
  }, [settled, onSettled]);
  const [typedTenders, company, companyAmount] = useWatch({
    control: form.control,
    name: ['tenders', 'company', 'companyAmount'],
  });
  const credit = creditOf(companies.find((one) => one.code === company));
  const left = leftOf(balance, { tenders: typedTenders, companyAmount });
  const problem = form.formState.errors.root?.message ?? refusal;

  const addTender = () => {
    const owed = leftOf(balance, form.getValues());
    tenders.append({
      id: nextId.current++,
      mode: 'CARD',
      amount: owed > 0 ? formatMoneyPlain(owed) : '',
      reference: '',
    });
  };

  const send = form.handleSubmit((draft) => {
    const read = readDraft(draft, balance);
    if (!read.ok || done) return;
    const body = settleBody(stayNo, draft.company, read);
    return submit(async () => {
      let answer: Record<string, unknown>;
      try {
        answer = await settle.mutateAsync({ ...body, idempotencyKey: attempt.keyFor(body) });
      } catch (failure) {
        const error = toApiError(failure);
        if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        throw failure;
      }
      attempt.saved();
      setSettled(String(answer.seq ?? ''));
    });
  });

  return (
    <Form
      noValidate
      aria-labelledby="settle-title"
      onSubmit={(event) => {
        setRefusal(null);
        void send(event);
      }}
      className="border rounded p-2 p-md-3 mb-3"
    >
      <h2 id="settle-title" className="h5">
        Settle and check out
      </h2>
      <p className="mb-2">
        {refund
          ? `The hotel owes the guest ${formatMoney(-balance)}: refund it.`
          : balance === 0
            ? 'The folio is settled: nothing to pay.'
            : `Balance to settle: ${formatMoney(balance)}.`}
      </p>
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}
      {!refund && balance > 0 && (
        <div className="row g-2 mb-2">
          <Field
            form={form}
            name="company"
            id="settle-company"
            label="Bill to company"
            choose="None: the guest pays"
            className="col-12 col-md-6"
            options={companies.map((one) => ({ value: one.code, label: `${one.name} (${one.code})` }))}
            help={
              credit
                ? `Credit limit ${formatMoney(credit.creditLimit)}, owes ${formatMoney(credit.owes)}, available ${formatMoney(availableCredit(credit))}.`
                : 'A company or agent allowed credit.'
            }
          />
          <Field
            form={form}
            name="companyAmount"
            id="settle-company-amount"
            label="Amount billed to the company"
            type="money"
            className="col-12 col-md-6"
          />
        </div>
      )}
      <TenderRows form={form} tenders={tenders.fields} word={refund ? 'Refund' : 'Tender'} onRemove={tenders.remove} />
      <p aria-live="polite" className="mb-2">
        {left === 0
          ? 'The tenders meet the balance.'
          : left > 0
            ? `Left to ${refund ? 'refund' : 'settle'}: ${formatMoney(left)}.`
            : `The tenders are ${formatMoney(-left)} over.`}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {balance !== 0 && (
          <Button variant="outline-primary" onClick={addTender}>
            {refund ? 'Add a refund' : 'Add a tender'}
          </Button>
        )}
        <LoadingButton loading={settle.isPending} loadingText="Checking out" disabled={done}>
          Settle and check out
        </LoadingButton>
      </div>
      {leaveQuestion}
    </Form>
  );
}
