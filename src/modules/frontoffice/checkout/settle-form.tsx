import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise, type Paise } from '../../../lib/money/money';
import { formatMoney, formatMoneyPlain } from '../../../lib/money/money-format';
import { useSettleCheckout } from './checkout-api';
import type { BillableCompany } from './domain/checkout-types';
import { availableCredit, settlementProblem, unsettledPaise } from './domain/tender-check';
import { readSettlement, settleBody, typedPaise, type SettleDraft, type TenderDraft } from './settle-values';
import { TenderRows } from './tender-rows';

interface Props {
  stayNo: string;
  billTo: string;
  balance: Paise;
  companies: readonly BillableCompany[];
  onSettled: (billNo: string) => void;
}

const creditOf = (company: BillableCompany | undefined) =>
  company ? { name: company.name, creditLimit: toPaise(company.creditLimit), owes: toPaise(company.owes) } : null;

/**
 * Step two of a check-out: the balance settled in any modes (split over several tenders) and/or a part billed to a
 * company within its credit; a folio in credit is refunded. The tenders must meet the balance exactly. Refusals are
 * shown with every input kept; a double click settles once.
 */
export function SettleForm({ stayNo, billTo, balance, companies, onSettled }: Props) {
  const refund = balance < 0;
  const nextId = useRef(2);
  const first: TenderDraft[] =
    balance === 0
      ? []
      : [{ id: 1, mode: 'CASH', amount: billTo && !refund ? '' : formatMoneyPlain(Math.abs(balance)), reference: '' }];
  const [draft, setDraft] = useState<SettleDraft>({
    tenders: first,
    company: companies.some((company) => company.code === billTo) ? billTo : '',
    companyAmount: '',
  });
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // The bill number once settled: the screen moves on after this render, so the leave guard no longer holds it.
  const [settled, setSettled] = useState<string | null>(null);
  const done = settled !== null;
  const settle = useSettleCheckout();
  const attempt = useSaveAttemptKey();
  const leaveQuestion = useLeaveGuard(touched && !done);
  const movedOn = useRef(false);
  useEffect(() => {
    if (settled === null || movedOn.current) return;
    movedOn.current = true;
    onSettled(settled);
  }, [settled, onSettled]);
  const company = companies.find((one) => one.code === draft.company);
  const credit = creditOf(company);
  // A second click before the first answer (React has not re-rendered yet) must not send again.
  const busy = useRef(false);
  const change = (next: Partial<SettleDraft>) => {
    setTouched(true);
    setDraft((previous) => ({ ...previous, ...next }));
  };
  const changeTender = (id: number, next: Partial<TenderDraft>) =>
    change({ tenders: draft.tenders.map((tender) => (tender.id === id ? { ...tender, ...next } : tender)) });
  const addTender = () => {
    const left = unsettledPaise(balance, {
      tenders: draft.tenders.map((tender) => ({ amount: typedPaise(tender.amount) })),
      company: draft.company,
      companyAmount: refund ? 0 : typedPaise(draft.companyAmount),
    });
    change({
      tenders: [
        ...draft.tenders,
        { id: nextId.current++, mode: 'CARD', amount: left > 0 ? formatMoneyPlain(left) : '', reference: '' },
      ],
    });
  };
  const left = unsettledPaise(balance, {
    tenders: draft.tenders.map((tender) => ({ amount: typedPaise(tender.amount) })),
    company: draft.company,
    companyAmount: refund ? 0 : typedPaise(draft.companyAmount),
  });

  const submit = () => {
    if (busy.current || done) return;
    setRefusal(null);
    const read = readSettlement(refund ? { ...draft, companyAmount: '' } : draft);
    if (!read.ok) return setErrors(read.fieldErrors);
    setErrors({});
    const problem = settlementProblem(
      balance,
      {
        tenders: read.tenders.map((tender) => ({ amount: tender.paise })),
        company: draft.company,
        companyAmount: read.companyPaise,
      },
      credit,
    );
    if (problem) return setRefusal(problem);
    const body = settleBody(stayNo, draft.company, read);
    busy.current = true;
    settle.mutate(
      { ...body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          setSettled(String(answer.seq ?? ''));
        },
        onError: (failure) => {
          busy.current = false;
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <Form
      noValidate
      aria-labelledby="settle-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      {!refund && balance > 0 && (
        <div className="row g-2 mb-2">
          <Form.Group className="col-12 col-md-6" controlId="settle-company">
            <Form.Label>Bill to company</Form.Label>
            <Form.Select
              value={draft.company}
              isInvalid={!!errors.company}
              onChange={(event) => change({ company: event.target.value })}
              aria-describedby="settle-company-help"
            >
              <option value="">None: the guest pays</option>
              {companies.map((one) => (
                <option key={one.code} value={one.code}>{`${one.name} (${one.code})`}</option>
              ))}
            </Form.Select>
            <Form.Text id="settle-company-help" muted>
              {credit
                ? `Credit limit ${formatMoney(credit.creditLimit)}, owes ${formatMoney(credit.owes)}, available ${formatMoney(availableCredit(credit))}.`
                : 'A company or agent allowed credit.'}
            </Form.Text>
            {errors.company && <Form.Control.Feedback type="invalid">{errors.company}</Form.Control.Feedback>}
          </Form.Group>
          <Form.Group className="col-12 col-md-6" controlId="settle-company-amount">
            <Form.Label>Amount billed to the company</Form.Label>
            <Form.Control
              inputMode="decimal"
              autoComplete="off"
              value={draft.companyAmount}
              isInvalid={!!errors.companyAmount}
              onChange={(event) => change({ companyAmount: event.target.value })}
            />
            {errors.companyAmount && (
              <Form.Control.Feedback type="invalid">{errors.companyAmount}</Form.Control.Feedback>
            )}
          </Form.Group>
        </div>
      )}
      <TenderRows
        tenders={draft.tenders}
        word={refund ? 'Refund' : 'Tender'}
        errors={errors}
        onChange={changeTender}
        onRemove={(id) => change({ tenders: draft.tenders.filter((tender) => tender.id !== id) })}
      />
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
