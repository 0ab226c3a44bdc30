import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { formatMoney } from '../../../../lib/money/money-format';
import { folioBalancePaise } from '../../domain/folio';
import type { OpenStay } from '../../domain/shared-endpoints';
import type { FolioLine } from '../../domain/stay-types';
import { useFolio } from '../../shared/use-stays';
import { closedFolioText, unusedCreditPaise } from '../domain/folio-rules';
import { MoneyForm } from './money-form';

interface Props {
  stay: OpenStay;
  mayReceive: boolean;
  mayRefund: boolean;
  onSaved: (line: FolioLine, guestName: string) => void;
}

/** One stay's money: what it owes or holds in credit, and an advance received or refunded (one form at a time). */
export function StayAdvances({ stay, mayReceive, mayRefund, onSaved }: Props) {
  const folio = useFolio(stay.stayNo);
  const [kind, setKind] = useState<'ADVANCE' | 'REFUND'>(mayReceive ? 'ADVANCE' : 'REFUND');
  const closed = closedFolioText(stay);
  const lines = folio.data?.lines ?? [];
  const balance = folioBalancePaise(lines);
  const unused = unusedCreditPaise(lines);
  return (
    <>
      {folio.data && (
        <p>
          {balance > 0
            ? `Room ${stay.room} owes ${formatMoney(balance)}.`
            : `Room ${stay.room} holds ${formatMoney(unused)} of unused credit.`}
        </p>
      )}
      {folio.isError && <Alert variant="danger">{folio.error.message}</Alert>}
      {closed ? (
        <Alert variant="warning">{closed}</Alert>
      ) : !mayReceive && !mayRefund ? (
        <p>Receiving or refunding an advance needs the create or the delete right.</p>
      ) : (
        <>
          {mayReceive && mayRefund && (
            <fieldset className="mb-2">
              <legend className="visually-hidden">What to do</legend>
              <Form.Check
                inline
                type="radio"
                id="money-kind-advance"
                name="money-kind"
                label="Receive an advance"
                checked={kind === 'ADVANCE'}
                onChange={() => setKind('ADVANCE')}
              />
              <Form.Check
                inline
                type="radio"
                id="money-kind-refund"
                name="money-kind"
                label="Refund an advance"
                checked={kind === 'REFUND'}
                onChange={() => setKind('REFUND')}
              />
            </fieldset>
          )}
          {folio.data && (
            <MoneyForm
              key={kind}
              kind={kind}
              stay={stay}
              maxPaise={kind === 'REFUND' ? unused : null}
              onSaved={(line) => onSaved(line, stay.guestName)}
            />
          )}
        </>
      )}
    </>
  );
}
