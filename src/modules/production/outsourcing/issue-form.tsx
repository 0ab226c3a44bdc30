import { addDays, format, parseISO } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { useOutsourcingWrite } from './outsourcing-api';
import { issueRefusal, OUTSOURCING_ROUTES as R, type IssueField, type OutsourceRequirements } from './outsourcing-wire';

type Problems = Partial<Record<IssueField, string>>;

/** Sends a waiting batch step to an outsourcer: the quantity, the agreed rate, the day sent and expected back. */
export function IssueForm({
  requirements,
  onDirty,
}: {
  requirements: OutsourceRequirements;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const [stepKey, setStepKey] = useState('');
  const [outsource, setOutsource] = useState('');
  const [qty, setQty] = useState('');
  const [rate, setRate] = useState('');
  const [dat, setDat] = useState(requirements.dat);
  const [expected, setExpected] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useOutsourcingWrite(R.issue);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = stepKey !== '' || outsource !== '' || qty !== '' || rate !== '';
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const step = requirements.steps.find((one) => `${one.batchId}|${one.sno}` === stepKey);
  const chooseStep = (value: string) => {
    setStepKey(value);
    const chosen = requirements.steps.find((one) => `${one.batchId}|${one.sno}` === value);
    if (chosen) setQty(String(chosen.qty));
  };
  const chooseOutsource = (value: string) => {
    setOutsource(value);
    const chosen = requirements.outsources.find((one) => String(one.recordId) === value);
    if (chosen && dat) setExpected(format(addDays(parseISO(dat), chosen.leadDays), 'yyyy-MM-dd'));
  };
  const send = () => {
    const found: Problems = {};
    if (!step) found.step = 'Choose the batch step to send';
    if (!outsource) found.outsource = 'Choose the outsource';
    const input = {
      qty: qty.trim() === '' ? NaN : Number(qty),
      rate: rate.trim() === '' ? NaN : Number(rate),
      dat,
      expectedDate: expected,
    };
    const refused = step
      ? issueRefusal(input, step.qty, `Step ${step.sno} (${step.processName}) of batch ${step.batchNo}`)
      : null;
    if (refused) found[refused.field] = refused.message;
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0 || !step) return;
    void submit(async () => {
      const body = {
        header: {
          batchid: step.batchId,
          sno: step.sno,
          outsource: Number(outsource),
          qty: input.qty,
          dat,
          expectedDate: expected,
          rate: input.rate,
        },
        traCheck: 1,
      };
      let seq: string;
      try {
        seq = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        if (message.includes('queued:')) setProblems({ qty: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`${seq}: step ${step.sno} (${step.processName}) of batch ${step.batchNo} sent out.`);
      setStepKey('');
      setOutsource('');
      setQty('');
      setRate('');
      setExpected('');
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-label="Send a step to an outsource"
      className="border rounded p-3"
      style={{ maxWidth: '56rem' }}
    >
      <h2 className="h5">Send a step out ({requirements.seq})</h2>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <SelectField
          id={`${id}-step`}
          label="Batch step"
          value={stepKey}
          onChange={chooseStep}
          error={problems.step}
          options={requirements.steps.map((one) => ({
            value: `${one.batchId}|${one.sno}`,
            label: `${one.batchNo} step ${one.sno}: ${one.processName}, ${one.qty} ${one.um} ${one.itemName}`,
          }))}
        />
        <SelectField
          id={`${id}-outsource`}
          label="Outsource"
          value={outsource}
          onChange={chooseOutsource}
          error={problems.outsource}
          options={requirements.outsources.map((one) => ({
            value: String(one.recordId),
            label: `${one.name} (${one.processes})`,
          }))}
        />
      </div>
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-qty`}
          label="Quantity sent"
          type="number"
          value={qty}
          onChange={setQty}
          error={problems.qty}
        />
        <InputField
          id={`${id}-rate`}
          label="Rate per unit"
          type="money"
          value={rate}
          onChange={setRate}
          error={problems.rate}
        />
        <InputField id={`${id}-dat`} label="Sent on" type="date" value={dat} onChange={setDat} />
        <InputField
          id={`${id}-expected`}
          label="Expected back"
          type="date"
          value={expected}
          onChange={setExpected}
          error={problems.expectedDate}
        />
      </div>
      <LoadingButton loading={saving} loadingText="Saving">
        Send out
      </LoadingButton>
    </Form>
  );
}
