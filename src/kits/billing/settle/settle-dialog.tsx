import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { SETTLE_MODES, type SettleInput } from '../domain/bill-types';
import { changeDue, MODE_NAMES } from '../domain/settlement-rules';
import { newClientId, useBillingApi } from '../billing-api';
import type { SettleDialogProps } from '../billing-dialog-props';
import { billRefOf } from '../bill/bill-ref';
import { UpiQr } from '../bill/upi-qr';
import { SplitTender } from './split-tender';
import { TenderDetails } from './tender-details';
import { readTenders } from './tender-form';
import { settleSchema, startingSettle, type SettleValues } from './settle-values';

/**
 * Settle a bill: one mode (cash with change, card, UPI with its QR code, credit within the customer's limit,
 * a room) or split tender; every problem shown at once. The settlement is kept in the outbox under an id made
 * once per opening, after the bill's own operation (same group), so it settles a bill made offline too.
 */
export function SettleDialog(props: SettleDialogProps) {
  return (
    <Modal show={props.show} onHide={props.onHide} aria-labelledby="settle-title" size="lg">
      {props.show && <SettleBody {...props} />}
    </Modal>
  );
}

function SettleBody({ onHide, requirements, bill, onSettled, onConfirm }: SettleDialogProps) {
  const [settleId] = useState(newClientId);
  const api = useBillingApi();
  const total = toPaise(bill.total);
  const [starting] = useState(startingSettle);
  const form = useForm<SettleValues>({
    resolver: zodResolver(settleSchema(total, requirements)),
    defaultValues: starting,
  });
  const { control, handleSubmit } = form;
  const [choice, single, rows] = useWatch({ control, name: ['choice', 'single', 'rows'] });
  const { submit, saving, failure } = useOneSubmit();
  const ref = billRefOf(bill);
  const modes = SETTLE_MODES.filter((mode) => mode !== 'ROOM' || requirements.rooms.length > 0);
  // Every problem is listed as the payment is typed (the schema checks the same rules on Settle).
  const { tenders, problems } = readTenders(choice, single, rows, total, requirements);
  const change = changeDue(tenders);
  // A QR code for each UPI payment: the whole bill, or each UPI part of a split tender (its own amount).
  const upiAmounts =
    choice === 'UPI'
      ? [bill.total]
      : choice === 'SPLIT'
        ? tenders.filter((tender) => tender.mode === 'UPI' && tender.amount > 0).map((tender) => tender.amount)
        : [];

  const confirm = handleSubmit((values) => {
    const paid = readTenders(values.choice, values.single, values.rows, total, requirements).tenders;
    const input: SettleInput = {
      billno: bill.billNo,
      settlemode: values.choice,
      settleId,
      billId: bill.billId,
      ...(bill.part !== undefined ? { part: bill.part } : {}),
      tenders: paid,
    };
    return submit(async () => {
      if (onConfirm) await onConfirm(input);
      else await api.queueSettlement(input, `Settlement of bill ${ref}`, `${bill.outlet}|${bill.tableNo}`);
      onSettled({ ...bill, status: 'SETTLED', tenders: paid, settleId, settledAt: new Date().toISOString() });
    });
  });

  return (
    <Form noValidate onSubmit={(event) => void confirm(event)} aria-labelledby="settle-title">
      <Modal.Header closeButton>
        <Modal.Title id="settle-title" className="h5">
          Settle bill {ref}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <p className="fs-5 mb-3">
          Total payable <strong>{formatMoneyWithSign(total)}</strong>
        </p>
        {total === 0 ? (
          <p>Non-chargeable bill (value {formatMoneyWithSign(toPaise(bill.value))}): it settles with no payment.</p>
        ) : (
          <div className="row">
            <div className="col-md-8">
              <fieldset className="mb-3">
                <legend className="h6">Payment mode</legend>
                <Controller
                  control={control}
                  name="choice"
                  render={({ field }) => (
                    <div className="d-flex flex-wrap gap-3">
                      {[...modes, 'SPLIT' as const].map((mode) => (
                        <Form.Check
                          key={mode}
                          type="radio"
                          id={`settle-mode-${mode}`}
                          name="settle-mode"
                          label={mode === 'SPLIT' ? 'Split tender' : MODE_NAMES[mode]}
                          checked={field.value === mode}
                          onChange={() => field.onChange(mode)}
                        />
                      ))}
                    </div>
                  )}
                />
              </fieldset>
              {choice === 'SPLIT' ? (
                <SplitTender form={form} modes={modes} total={total} requirements={requirements} />
              ) : (
                <TenderDetails form={form} name="single" mode={choice} idPrefix="settle" requirements={requirements} />
              )}
              {tenders.some((tender) => tender.mode === 'CASH') && (
                <p className="mt-3 fs-5" role="status">
                  Change to give <strong>{formatMoneyWithSign(change)}</strong>
                </p>
              )}
            </div>
            <div className="col-md-4">
              {requirements.upi.vpa &&
                upiAmounts.map((amount, index) => (
                  <UpiQr
                    key={index}
                    vpa={requirements.upi.vpa}
                    payee={requirements.upi.payee}
                    amount={amount}
                    billRef={ref}
                  />
                ))}
              {problems.length > 0 && (
                <ul className="text-danger small mt-2" aria-label="Settlement problems">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <LoadingButton loading={saving} loadingText="Settling" disabled={problems.length > 0}>
          Settle
        </LoadingButton>
      </Modal.Footer>
    </Form>
  );
}
