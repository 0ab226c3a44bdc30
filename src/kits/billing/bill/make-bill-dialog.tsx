import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { LoadingButton } from '../../../components/loading-button';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { newClientId, useBillingApi } from '../billing-api';
import { useBillingBook } from '../billing-book-context';
import type { MakeBillDialogProps } from '../billing-dialog-props';
import { BillSummary } from './bill-summary';
import { DiscountFields } from './discount-fields';
import { provisionalBills } from './make-bill-logic';
import { SplitByItems } from './split-by-items';
import { useMakeBillForm } from './use-make-bill-form';

/**
 * Make bill: the table priced as the backend will price it (discount, service charge, CGST and SGST apart,
 * round-off), NC and split by items; confirming keeps the bill in the outbox under an id made once per
 * opening, so one click makes one bill even offline, and hands the terminal provisional bills to print and settle.
 */
export function MakeBillDialog(props: MakeBillDialogProps) {
  return (
    <Modal show={props.show} onHide={props.onHide} aria-labelledby="make-bill-title" size="lg">
      {props.show && <MakeBillBody {...props} />}
    </Modal>
  );
}

function MakeBillBody({ onHide, requirements, outlet, table, kotIds, onBilled, extras }: MakeBillDialogProps) {
  const form = useMakeBillForm(requirements, outlet, table, extras);
  const api = useBillingApi();
  const { ncAndSplit, tableWord } = useBillingBook();
  const [billId] = useState(newClientId);
  const { submit, saving, failure } = useOneSubmit();
  const { discountState: discount, ncState: nc, splitState: split } = form;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (form.blocked) return;
    const input = { ...form.input(billId), kotIds };
    await submit(async () => {
      await api.queueBill(input);
      onBilled(provisionalBills(input, table, form.parts ?? [form.whole], requirements.today, new Date()));
    });
  };

  return (
    <Form noValidate onSubmit={(event) => void confirm(event)} aria-labelledby="make-bill-title">
      <Modal.Header closeButton>
        <Modal.Title id="make-bill-title" className="h5">
          Make bill: {extras?.title ?? `${tableWord} ${table.tableNo}`}, {outlet.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <DiscountFields {...discount} disabled={nc.nc} />
        {ncAndSplit && (
          <div className="row g-2 mb-3 align-items-end">
            <div className="col-sm-5">
              <Form.Check
                id="bill-nc"
                label="Non-chargeable (NC) bill"
                checked={nc.nc}
                onChange={(event) => nc.onNc(event.target.checked)}
              />
            </div>
            {nc.nc && (
              <Form.Group className="col-sm-7" controlId="bill-nc-department">
                <Form.Label>NC department</Form.Label>
                <Form.Select
                  value={nc.ncDepartment}
                  onChange={(event) => nc.onDepartment(event.target.value)}
                  isInvalid={!!nc.problem}
                  aria-describedby={nc.problem ? 'bill-nc-department-error' : undefined}
                >
                  <option value="">Choose…</option>
                  {requirements.ncDepartments.map((department) => (
                    <option key={department.code} value={department.code}>
                      {department.name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback id="bill-nc-department-error" type="invalid">
                  {nc.problem}
                </Form.Control.Feedback>
              </Form.Group>
            )}
          </div>
        )}
        {ncAndSplit && (
          <Form.Check
            id="bill-split"
            className="mb-2"
            label="Split by items into separate bills"
            checked={split.splitting}
            onChange={(event) => split.onSplitting(event.target.checked)}
          />
        )}
        {split.splitting && <SplitByItems lines={table.lines} {...split} />}
        {form.parts ? (
          <div className="row">
            {form.parts.map((figures, index) => (
              <section key={index} className="col-md-6" aria-labelledby={`bill-part-${index}`}>
                <h3 id={`bill-part-${index}`} className="h6">
                  Bill {index + 1}
                </h3>
                <BillSummary figures={figures} nc={nc.nc} caption={`Bill ${index + 1} figures`} />
              </section>
            ))}
          </div>
        ) : (
          <BillSummary figures={form.whole} nc={nc.nc} />
        )}
        {form.note && (
          <p className="mb-0" role="status">
            {form.note}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <LoadingButton loading={saving} loadingText="Making the bill" disabled={form.blocked}>
          {form.parts ? `Make ${form.parts.length} bills` : 'Make bill'}
        </LoadingButton>
      </Modal.Footer>
    </Form>
  );
}
