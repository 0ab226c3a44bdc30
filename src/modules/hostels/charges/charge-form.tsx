import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { fromPaise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import { showDoneToast } from '../../../lib/messages/messages';
import { monthName } from '../domain/hostel-dates';
import { type ChargeKind, type ChargeRequirements } from '../domain/charge-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';

const PER: Record<string, string> = { DAY: 'a day', MONTH: 'a month', TERM: 'a term', YEAR: 'a year' };
const EMPTY = { allocNo: '', code: '', amount: '', quantity: '1', remarks: '' };
type Values = typeof EMPTY;
type Problems = Partial<Record<keyof Values, string>>;

/** Post a charge head (rate × quantity) or subscribe an occupant to an optional service, for the month chosen. */
export function ChargeForm({ requirements }: { requirements: ChargeRequirements }) {
  const id = useId();
  const [kind, setKind] = useState<ChargeKind>('CHARGE');
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const save = useHostelWrite(API.saveCharge);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const dirty = JSON.stringify(values) !== JSON.stringify(EMPTY);
  const leaveQuestion = useLeaveGuard(dirty);
  const change = (key: keyof Values, value: string) => setValues((before) => ({ ...before, [key]: value }));
  const chooseHead = (code: string) => {
    const head = requirements.heads.find((one) => one.code === code);
    setValues((before) => ({
      ...before,
      code,
      amount: head?.amount === null || head?.amount === undefined ? '' : String(head.amount),
    }));
  };
  const occupant = requirements.occupants.find((one) => one.allocNo === values.allocNo);
  const send = () => {
    const found: Problems = {};
    if (!values.allocNo) found.allocNo = 'Choose the occupant';
    if (!values.code) found.code = kind === 'CHARGE' ? 'Choose the charge' : 'Choose the service';
    const amount = kind === 'CHARGE' ? parseMoney(values.amount, { allowNegative: false }) : null;
    if (amount && !amount.ok) found.amount = amount.message;
    if (amount?.ok && amount.paise === 0) found.amount = 'Enter an amount above zero';
    const quantity = Number(values.quantity);
    if (kind === 'CHARGE' && (!Number.isInteger(quantity) || quantity < 1 || quantity > 999))
      found.quantity = 'Give a whole number from 1 to 999';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const header = {
      kind,
      allocNo: values.allocNo,
      month: requirements.month,
      code: values.code,
      amount: amount?.ok ? fromPaise(amount.paise) : null,
      quantity: kind === 'CHARGE' ? quantity : 1,
      remarks: values.remarks.trim(),
    };
    void submit(async () => {
      const body = { header, traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`${kind === 'CHARGE' ? 'Charge posted' : 'Subscribed'} (${String(answer.seq ?? '')}).`);
      setValues(EMPTY);
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-labelledby={`${id}-title`}
      className="mb-4"
      style={{ maxWidth: '40rem' }}
    >
      <h2 id={`${id}-title`} className="h5">
        Post for {monthName(requirements.month)}
      </h2>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">What</legend>
        <Form.Check
          inline
          type="radio"
          name={`${id}-kind`}
          id={`${id}-charge`}
          label="A charge"
          checked={kind === 'CHARGE'}
          onChange={() => (setKind('CHARGE'), change('code', ''))}
        />
        <Form.Check
          inline
          type="radio"
          name={`${id}-kind`}
          id={`${id}-service`}
          label="A service for the month"
          checked={kind === 'SERVICE'}
          onChange={() => (setKind('SERVICE'), change('code', ''))}
        />
      </fieldset>
      <SelectField
        id={`${id}-occupant`}
        label="Occupant"
        value={values.allocNo}
        onChange={(value) => change('allocNo', value)}
        error={problems.allocNo}
        options={requirements.occupants.map((one) => ({
          value: one.allocNo,
          label: `${one.name}, ${one.bedId}${one.active ? '' : ' (left)'}`,
        }))}
      />
      {kind === 'CHARGE' ? (
        <>
          <SelectField
            id={`${id}-head`}
            label="Charge"
            value={values.code}
            onChange={chooseHead}
            error={problems.code}
            options={requirements.heads.map((head) => ({
              value: head.code,
              label: `${head.name}${head.amount === null ? '' : `: ${rupees(head.amount)}`}${head.taxPercent ? `, GST ${head.taxPercent} %` : ''}`,
            }))}
          />
          <div className="d-flex flex-wrap gap-3">
            <InputField
              id={`${id}-amount`}
              label="Rate"
              type="money"
              value={values.amount}
              onChange={(value) => change('amount', value)}
              error={problems.amount}
            />
            <InputField
              id={`${id}-quantity`}
              label="Quantity"
              type="number"
              value={values.quantity}
              onChange={(value) => change('quantity', value)}
              error={problems.quantity}
            />
          </div>
        </>
      ) : (
        <SelectField
          id={`${id}-service-code`}
          label="Service"
          value={values.code}
          onChange={(value) => change('code', value)}
          error={problems.code}
          help={
            occupant && occupant.included.length > 0
              ? `${occupant.name}'s package already includes ${occupant.included.join(', ')}.`
              : undefined
          }
          options={requirements.services
            .filter((service) => service.optional)
            .map((service) => ({
              value: service.code,
              label: `${service.name}: ${rupees(service.rate)} ${PER[service.per] ?? ''}${service.taxPercent ? `, GST ${service.taxPercent} %` : ''}`,
            }))}
        />
      )}
      <InputField
        id={`${id}-remarks`}
        label="Remarks"
        value={values.remarks}
        onChange={(value) => change('remarks', value)}
      />
      <LoadingButton loading={saving} loadingText="Saving">
        {kind === 'CHARGE' ? 'Post charge' : 'Subscribe'}
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
