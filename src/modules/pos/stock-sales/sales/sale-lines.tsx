import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { InvoiceFigures } from '../domain/invoice-figures';
import type { SaleRequirements, SaleTypeOption } from '../domain/sale-requirements';
import { emptyLine, type SaleLineValues, type SaleValues } from './sale-form-values';
import { SaleLineRow } from './sale-line-row';

interface Props {
  form: UseFormReturn<SaleValues>;
  requirements: SaleRequirements;
  store: string;
  saleType: SaleTypeOption | undefined;
  figures: InvoiceFigures;
  stockProblems: ReadonlyMap<number, string>;
  /** What a new line starts with (the customer's group discount). */
  lineDefaults: Partial<SaleLineValues>;
}

const HEADS = ['#', 'Item', 'Batch', 'Quantity', 'Rate', 'Discount %', 'Tax', 'Amount', 'Line actions'];

/** The invoice's lines out of the chosen store, each with its batch; a new line takes the previous line's tax. */
export function SaleLines({ form, requirements, store, saleType, figures, stockProblems, lineDefaults }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const rootError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;
  const addLine = () => {
    const lines = form.getValues('lines');
    append(emptyLine({ ...lineDefaults, taxCode: lines.at(-1)?.taxCode ?? '' }));
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6" id="sale-lines-title">
        Items
      </legend>
      {fields.length > 0 && (
        <Table size="sm" responsive className="align-middle" aria-labelledby="sale-lines-title">
          <thead>
            <tr>
              {HEADS.map((head) => (
                <th key={head} scope="col" className={head === 'Amount' ? 'text-end' : undefined}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => (
              <SaleLineRow
                key={field.id}
                form={form}
                index={index}
                requirements={requirements}
                store={store}
                saleType={saleType}
                figures={figures.lines[index]}
                stockProblem={stockProblems.get(index)}
                onRemove={() => remove(index)}
              />
            ))}
          </tbody>
        </Table>
      )}
      {typeof rootError === 'string' && (
        <p className="text-danger small" role="alert">
          {rootError}
        </p>
      )}
      <Button variant="outline-primary" size="sm" onClick={addLine} disabled={!store}>
        Add item
      </Button>
      {!store && (
        <Form.Text muted className="ms-2">
          Choose the store first.
        </Form.Text>
      )}
    </fieldset>
  );
}
