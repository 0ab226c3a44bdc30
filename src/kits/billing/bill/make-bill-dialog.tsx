import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { newClientId, useBillingApi } from '../billing-api';
import { useBillingBook } from '../billing-book-context';
import type { MakeBillDialogProps } from '../billing-dialog-props';
import { BillSummary } from './bill-summary';
import { DiscountFields } from './discount-fields';
import { provisionalBills } from './make-bill-logic';
import { resizeShares } from './make-bill-values';
import { SplitByItems } from './split-by-items';
import { useMakeBillValues } from './use-make-bill-values';

const DISCOUNT_NAMES = { text: 'discount.text', reason: 'discount.reason' } as const;

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
  const { form, values, read, input: inputOf, note } = useMakeBillValues(requirements, outlet, table, extras);
  const { control, register } = form;
  const { nc, splitting } = values;
  const api = useBillingApi();
  const { ncAndSplit, tableWord } = useBillingBook();
  const [billId] = useState(newClientId);
  const { submit, saving, failure } = useOneSubmit();

  const confirm = form.handleSubmit((values) => {
    const input = { ...inputOf(values, billId), kotIds };
    return submit(async () => {
      await api.queueBill(input);
      onBilled(provisionalBills(input, table, read.parts ?? [read.whole], requirements.today, new Date()));
    });
  });

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
        <DiscountFields
          form={form}
          names={DISCOUNT_NAMES}
          kind={values.discount.kind}
          problem={read.discountProblem}
          reasonProblem={read.reasonProblem}
          approval={read.approval}
          disabled={nc}
          onKind={(kind) => form.setValue('discount.kind', kind)}
        />
        {ncAndSplit && (
          <div className="row g-2 mb-3 align-items-end">
            <div className="col-sm-5">
              <Form.Check id="bill-nc" label="Non-chargeable (NC) bill" {...register('nc')} />
            </div>
            {nc && (
              <Field
                form={form}
                name="ncDepartment"
                id="bill-nc-department"
                label="NC department"
                className="col-sm-7"
                options={requirements.ncDepartments.map((department) => ({
                  value: department.code,
                  label: department.name,
                }))}
                problem={read.ncProblem}
              />
            )}
          </div>
        )}
        {ncAndSplit && (
          <Form.Check
            id="bill-split"
            className="mb-2"
            label="Split by items into separate bills"
            {...register('splitting')}
          />
        )}
        {splitting && (
          <Controller
            control={control}
            name="split"
            render={({ field }) => (
              <SplitByItems
                lines={table.lines}
                count={field.value.count}
                shares={field.value.shares}
                problems={read.split?.problems ?? []}
                onCount={(count) => field.onChange({ count, shares: resizeShares(field.value.shares, count) })}
                onShare={(lineId, bill, text) =>
                  field.onChange({
                    ...field.value,
                    shares: {
                      ...field.value.shares,
                      [lineId]: (field.value.shares[lineId] ?? []).map((old, at) => (at === bill ? text : old)),
                    },
                  })
                }
              />
            )}
          />
        )}
        {read.parts ? (
          <div className="row">
            {read.parts.map((figures, index) => (
              <section key={index} className="col-md-6" aria-labelledby={`bill-part-${index}`}>
                <h3 id={`bill-part-${index}`} className="h6">
                  Bill {index + 1}
                </h3>
                <BillSummary figures={figures} nc={nc} caption={`Bill ${index + 1} figures`} />
              </section>
            ))}
          </div>
        ) : (
          <BillSummary figures={read.whole} nc={nc} />
        )}
        {note && (
          <p className="mb-0" role="status">
            {note}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <LoadingButton loading={saving} loadingText="Making the bill" disabled={read.blocked}>
          {read.parts ? `Make ${read.parts.length} bills` : 'Make bill'}
        </LoadingButton>
      </Modal.Footer>
    </Form>
  );
}
