import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney, formatMoneyPlain } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import { useCompanyBills, useReceiveFromCompany } from './company-bills-api';
import { allocateOldestFirst, sharesProblem } from './domain/company-allocation';
import { TENDER_LABELS, type CompanyBillRequirements, type TenderMode } from './domain/checkout-types';

interface Props {
  requirements: CompanyBillRequirements;
  company: string;
  onSaved: (receiptNo: string) => void;
  onDone: () => void;
}

/**
 * A company's payment against its bills: shared oldest first as the amount is typed, or by hand per bill (never above
 * what a bill has pending); the shares must add up to the amount. Refusals shown with the input kept; saves once.
 */
export function CompanyReceiptForm({ requirements, company: initial, onSaved, onDone }: Props) {
  const modes = [...new Set(requirements.accounts.map((account) => account.mode))];
  const [company, setCompany] = useState(initial);
  const [mode, setMode] = useState<TenderMode>(modes[0] ?? 'CASH');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [remarks, setRemarks] = useState('');
  const [typedShares, setTypedShares] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // The receipt's number once saved: the screen moves on after this render, so the leave guard no longer holds it.
  const [saved, setSaved] = useState<string | null>(null);
  const done = saved !== null;
  const busy = useRef(false);
  const save = useReceiveFromCompany();
  const attempt = useSaveAttemptKey();
  const leaveQuestion = useLeaveGuard(touched && !done);
  const movedOn = useRef(false);
  useEffect(() => {
    if (saved === null || movedOn.current) return;
    movedOn.current = true;
    onSaved(saved);
  }, [saved, onSaved]);
  const bills = useCompanyBills(company, true);
  const pending = company
    ? (bills.data ?? []).map((bill) => ({ billNo: bill.billNo, dat: bill.dat, pending: toPaise(bill.pending) }))
    : [];
  const typedAmount = parseMoney(amount, { allowNegative: false });
  const auto = Object.fromEntries(
    allocateOldestFirst(pending, typedAmount.ok ? typedAmount.paise : 0).map((share) => [
      share.billNo,
      formatMoneyPlain(share.amount),
    ]),
  );
  const shares = typedShares ?? auto;
  const touch = () => setTouched(true);

  const submit = () => {
    if (busy.current || done) return;
    setRefusal(null);
    const found: Record<string, string> = {};
    if (!company) found.company = 'Choose the company that paid';
    if (!typedAmount.ok) found.amount = typedAmount.message;
    const lines: { billNo: string; amount: number }[] = [];
    for (const bill of pending) {
      const text = shares[bill.billNo] ?? '';
      if (text.trim() === '') continue;
      const parsed = parseMoney(text, { allowNegative: false });
      if (!parsed.ok) found[`share-${bill.billNo}`] = parsed.message;
      else if (parsed.paise > bill.pending)
        found[`share-${bill.billNo}`] =
          `${formatMoney(parsed.paise)} is more than the ${formatMoney(bill.pending)} pending on bill ${bill.billNo}`;
      else if (parsed.paise > 0) lines.push({ billNo: bill.billNo, amount: fromPaise(parsed.paise) });
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !typedAmount.ok) return;
    const problem = sharesProblem(
      pending,
      typedAmount.paise,
      lines.map((line) => ({ billNo: line.billNo, amount: toPaise(line.amount) })),
    );
    if (problem) return setRefusal(problem);
    const body = {
      header: {
        company,
        mode,
        amount: fromPaise(typedAmount.paise),
        reference: reference.trim(),
        remarks: remarks.trim(),
      },
      lines,
    };
    busy.current = true;
    save.mutate(
      { ...body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Receipt ${String(answer.seq ?? '')} saved.`);
          setSaved(String(answer.seq ?? ''));
        },
        onError: (failure) => {
          busy.current = false;
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  };

  const field = (name: string) => ({
    isInvalid: !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });
  const problem = (name: string) =>
    errors[name] && (
      <Form.Control.Feedback type="invalid" id={`${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    );
  return (
    <Form
      noValidate
      aria-labelledby="company-receipt-form-title"
      className="p-2 p-md-3"
      style={{ maxWidth: '48rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h1 id="company-receipt-form-title" className="h4">
        Receive a company&apos;s payment
      </h1>
      <p className="form-text mt-0">{`Dated ${formatDate(requirements.hotelDate)} (the hotel date); the number is given as it saves.`}</p>
      {refusal && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="row g-2">
        <Form.Group className="col-12 col-md-6 mb-2" controlId="company">
          <Form.Label>Company</Form.Label>
          <Form.Select
            value={company}
            {...field('company')}
            onChange={(event) => {
              touch();
              setCompany(event.target.value);
              setTypedShares(null);
            }}
          >
            <option value="">Choose…</option>
            {requirements.companies
              .filter((one) => one.pending > 0)
              .map((one) => (
                <option
                  key={one.code}
                  value={one.code}
                >{`${one.name} (${one.code}), pending ${formatMoney(toPaise(one.pending))}`}</option>
              ))}
          </Form.Select>
          {problem('company')}
        </Form.Group>
        <Form.Group className="col-6 col-md-3 mb-2" controlId="mode">
          <Form.Label>Received by</Form.Label>
          <Form.Select
            value={mode}
            onChange={(event) => {
              touch();
              setMode(event.target.value as TenderMode);
            }}
          >
            {modes.map((one) => (
              <option key={one} value={one}>
                {TENDER_LABELS[one]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-3 mb-2" controlId="amount">
          <Form.Label>Amount received</Form.Label>
          <Form.Control
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            {...field('amount')}
            onChange={(event) => {
              touch();
              setAmount(event.target.value);
            }}
          />
          {problem('amount')}
        </Form.Group>
        <Form.Group className="col-12 col-md-6 mb-2" controlId="reference">
          <Form.Label>Reference</Form.Label>
          <Form.Control
            autoComplete="off"
            maxLength={40}
            value={reference}
            onChange={(event) => {
              touch();
              setReference(event.target.value);
            }}
          />
        </Form.Group>
        <Form.Group className="col-12 col-md-6 mb-2" controlId="remarks">
          <Form.Label>Remarks</Form.Label>
          <Form.Control
            autoComplete="off"
            maxLength={120}
            value={remarks}
            onChange={(event) => {
              touch();
              setRemarks(event.target.value);
            }}
          />
        </Form.Group>
      </div>
      {company && pending.length > 0 && (
        <fieldset className="mb-3">
          <legend className="h6">Pending bills, oldest first</legend>
          {pending.map((bill) => (
            <Form.Group
              key={bill.billNo}
              className="row g-2 align-items-center mb-1"
              controlId={`share-${bill.billNo}`}
            >
              <Form.Label column xs={7} md={5}>{`Receive on ${bill.billNo}`}</Form.Label>
              <div className="col-5 col-md-3">
                <Form.Control
                  inputMode="decimal"
                  autoComplete="off"
                  value={shares[bill.billNo] ?? ''}
                  {...field(`share-${bill.billNo}`)}
                  onChange={(event) => {
                    touch();
                    setTypedShares({ ...shares, [bill.billNo]: event.target.value });
                  }}
                />
                {problem(`share-${bill.billNo}`)}
              </div>
              <Form.Text className="col-12 col-md-4 mt-0">{`${formatDate(bill.dat)}, pending ${formatMoney(bill.pending)}`}</Form.Text>
            </Form.Group>
          ))}
          {typedShares && (
            <Button variant="link" className="px-0" onClick={() => setTypedShares(null)}>
              Allocate oldest first
            </Button>
          )}
        </fieldset>
      )}
      <div className="d-flex flex-wrap gap-2">
        <LoadingButton loading={save.isPending} loadingText="Saving" disabled={done}>
          Save and print
        </LoadingButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Back to company bills
        </Button>
      </div>
      {leaveQuestion}
    </Form>
  );
}
