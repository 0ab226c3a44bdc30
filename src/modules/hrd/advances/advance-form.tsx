import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { fromPaise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import { showDoneToast } from '../../../lib/messages/messages';
import { advanceRefusal, advanceRefusalField, type AdvanceField } from '../domain/advance-refusals';
import type { PayingAccount } from '../domain/advance-wire';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { useAdvanceWrite } from './advances-api';

type Problems = Partial<Record<AdvanceField, string>>;

/**
 * Gives the chosen employee an advance: the amount, the monthly cut-off recovered from salaries, the account paid from.
 * `onDirty` says whether something is typed: the screen asks before leaving (one leave guard per screen, as the router
 * keeps one).
 */
export function AdvanceForm({
  empno,
  accounts,
  onDirty,
}: {
  empno: string;
  accounts: readonly PayingAccount[];
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [cutOff, setCutOff] = useState('');
  const [account, setAccount] = useState(accounts.find((one) => one.typ === 'CAS')?.code ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useAdvanceWrite(HRD_ROUTES.setAdvance);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = amount !== '' || cutOff !== '';
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const send = () => {
    const found: Problems = {};
    const parsedAmount = parseMoney(amount, { allowNegative: false });
    const parsedCut = parseMoney(cutOff, { allowNegative: false });
    if (!parsedAmount.ok) found.advanceDebit = parsedAmount.message;
    if (!parsedCut.ok) found.advanceCutOff = parsedCut.message;
    if (parsedAmount.ok && parsedCut.ok) {
      const refused = advanceRefusal(parsedAmount.paise, parsedCut.paise);
      if (refused) found[refused.field] = refused.message;
    }
    if (!account) found.account = 'Choose the cash or bank account the advance is paid from';
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0 || !parsedAmount.ok || !parsedCut.ok) return;
    void submit(async () => {
      const body = {
        advance: {
          empno: Number(empno),
          advanceDebit: fromPaise(parsedAmount.paise),
          advanceCutOff: fromPaise(parsedCut.paise),
          account,
        },
        traCheck: 1,
      };
      let seq: string;
      try {
        seq = String((await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) })).seq ?? '');
      } catch (error) {
        const message = toApiError(error).message;
        const field = advanceRefusalField(message);
        if (field && field !== 'empno') setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Advance ${seq} given.`);
      setAmount('');
      setCutOff('');
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-label="Give an advance"
      style={{ maxWidth: '48rem' }}
    >
      <h2 className="h5">Give an advance</h2>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-amount`}
          label="Advance"
          type="money"
          value={amount}
          onChange={setAmount}
          error={problems.advanceDebit}
        />
        <InputField
          id={`${id}-cut`}
          label="Monthly cut-off"
          type="money"
          value={cutOff}
          onChange={setCutOff}
          error={problems.advanceCutOff}
          help="Recovered from each month's salary until repaid"
        />
        <SelectField
          id={`${id}-account`}
          label="Paid from"
          value={account}
          onChange={setAccount}
          error={problems.account}
          options={accounts.map((one) => ({ value: one.code, label: `${one.detail} (${one.code})` }))}
        />
      </div>
      <LoadingButton loading={saving} loadingText="Saving">
        Give advance
      </LoadingButton>
    </Form>
  );
}
