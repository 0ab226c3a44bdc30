import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { useOutsourcingWrite } from './outsourcing-api';
import { OUTSOURCING_ROUTES as R, receiptRefusal, type Outsourcing, type ReceiptField } from './outsourcing-wire';

/**
 * Takes back what an outsourcer returns: the step completes (or waits for QC) and the next step gets received −
 * rejected.
 */
export function ReceiptForm({
  sent,
  today,
  onDone,
  onDirty,
}: {
  sent: Outsourcing;
  today: string;
  onDone: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const [received, setReceived] = useState(String(sent.qty));
  const [rejected, setRejected] = useState('');
  const [dat, setDat] = useState(today);
  const [problems, setProblems] = useState<Partial<Record<ReceiptField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useOutsourcingWrite(R.receipt);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = rejected !== '' || received !== String(sent.qty);
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const send = () => {
    const input = {
      qtyReceived: received.trim() === '' ? NaN : Number(received),
      rejected: rejected.trim() === '' ? 0 : Number(rejected),
    };
    const refused = receiptRefusal(input, sent.qty, sent.seq);
    setProblems(refused ? { [refused.field]: refused.message } : {});
    setGeneral(null);
    if (refused) return;
    void submit(async () => {
      const body = { header: { recordId: sent.recordId, dat, ...input } };
      let answer: Record<string, unknown>;
      try {
        answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setGeneral(toApiError(error).message);
        return;
      }
      attempt.saved();
      showDoneToast(`${sent.seq} received${answer.waitingForQc ? ': the step waits for quality control' : ''}.`);
      onDone();
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-label={`Receive ${sent.seq}`}
      className="border rounded p-3 mt-3"
      style={{ maxWidth: '48rem' }}
    >
      <h2 className="h5">
        Receive {sent.seq} from {sent.outsourceName}
      </h2>
      <p className="text-muted">
        Batch {sent.batchNo} step {sent.sno} ({sent.processName}): {sent.qty} sent on {sent.dat} at ₹{sent.rate} a unit.
      </p>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-received`}
          label="Quantity received"
          type="number"
          value={received}
          onChange={setReceived}
          error={problems.qtyReceived}
        />
        <InputField
          id={`${id}-rejected`}
          label="Rejected"
          type="number"
          value={rejected}
          onChange={setRejected}
          error={problems.rejected}
        />
        <InputField id={`${id}-dat`} label="Received on" type="date" value={dat} onChange={setDat} />
      </div>
      <div className="d-flex gap-2">
        <LoadingButton loading={saving} loadingText="Saving">
          Receive
        </LoadingButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Close
        </button>
      </div>
    </Form>
  );
}
