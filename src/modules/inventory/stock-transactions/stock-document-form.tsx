import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useFieldArray, useForm } from 'react-hook-form';
import { DataTable } from '../../../components/data-table';
import { NewDocumentFrame } from '../shared/new-document-frame';
import { useNewDocumentSave } from '../shared/use-new-document-save';
import { useSaveStockDocument } from './stock-api';
import { emptyLine, formPath, stockFormSchema, toSaveBody, type StockFormValues } from './stock-form-values';
import { StockHeaderFields } from './stock-header-fields';
import { stockLineColumns } from './stock-line-row';
import type { StockRequirements } from './stock-wire';
import { TRA_TYPES, type TraType } from './tra-types';

interface Props {
  traType: TraType;
  start: StockFormValues;
  requirements: StockRequirements;
  onDone: (recordId: string | null) => void;
}

/**
 * A new issue, loss or sample: checked as the user saves and again by the server, which refuses any shortage line by
 * line.
 */
export function StockDocumentForm({ traType, start, requirements, onDone }: Props) {
  const { noun } = TRA_TYPES[traType];
  const save = useSaveStockDocument();
  const form = useForm<StockFormValues>({ resolver: zodResolver(stockFormSchema(traType)), defaultValues: start });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const items = useMemo(() => new Map(requirements.matinfo.map((item) => [item.itemid, item])), [requirements]);
  const saveState = useNewDocumentSave(form, { noun, formPath, onDone });

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    const body = toSaveBody(traType, values);
    save.mutate({ ...body, idempotencyKey: saveState.startAttempt(body) }, saveState.handlers);
  });
  const rootError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;

  return (
    <NewDocumentFrame
      noun={noun}
      refusal={saveState.refusal}
      onSubmit={submit}
      saving={save.isPending || form.formState.isSubmitting}
      onBack={() => onDone(null)}
      leaveQuestion={saveState.leaveQuestion}
    >
      <StockHeaderFields traType={traType} form={form} requirements={requirements} />
      <div className="mb-2">
        <DataTable
          rows={lines.fields}
          columns={stockLineColumns(
            traType,
            { form, requirements, items },
            lines.fields.length > 1 ? (index) => lines.remove(index) : null,
          )}
          rowKey={(field) => field.id}
          caption="Lines"
          captionPlacement="bottom"
          rowHeader={false}
          tableClassName="table table-sm align-top"
          cards
        />
      </div>
      {rootError && <div className="invalid-feedback d-block mb-2">{rootError}</div>}
      <Button
        variant="outline-primary"
        size="sm"
        className="mb-3"
        onClick={() => lines.append(emptyLine(form.getValues(`lines.${lines.fields.length - 1}.store`) ?? ''))}
      >
        Add a line
      </Button>
    </NewDocumentFrame>
  );
}
