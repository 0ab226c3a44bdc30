import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FieldFrame } from '../../../components/form/field-frame';
import type { CountLine } from '../domain/count-sheet';
import { parseCountCsv } from './count-sheet-rows';

interface Props {
  disabled: boolean;
  onImport: (lines: CountLine[]) => void;
}

/** Counts pasted or uploaded as CSV, one `itemId,counted` a line. */
export function CountImport({ disabled, onImport }: Props) {
  const form = useForm<{ pasted: string }>({ defaultValues: { pasted: '' } });
  const text = useWatch({ control: form.control, name: 'pasted' });
  const upload = async (file: File | undefined) => {
    if (file) onImport(parseCountCsv(await file.text()));
  };
  return (
    <fieldset className="border rounded p-2 mb-3" disabled={disabled}>
      <legend className="fs-6 mb-1 w-auto px-1">Import counts</legend>
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <Field
          form={form}
          name="pasted"
          id="audit-paste"
          label="Paste counts (itemId,counted a line)"
          type="textarea"
          rows={3}
          placeholder={'ITM-0001,12\nITM-0002,4.5'}
          className="flex-grow-1"
        />
        <Button
          variant="outline-primary"
          disabled={text.trim() === ''}
          onClick={() => {
            onImport(parseCountCsv(text));
            form.reset();
          }}
        >
          Apply pasted counts
        </Button>
        {/* A file is no form value: the browser's own file box, read when chosen. */}
        <FieldFrame id="audit-upload" label="Upload a CSV of counts" className="">
          <Form.Control
            id="audit-upload"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
          />
        </FieldFrame>
      </div>
    </fieldset>
  );
}
