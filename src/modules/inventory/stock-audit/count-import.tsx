import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CountLine } from '../domain/count-sheet';
import { parseCountCsv } from './count-sheet-rows';

interface Props {
  disabled: boolean;
  onImport: (lines: CountLine[]) => void;
}

/** Counts pasted or uploaded as CSV, one `itemId,counted` a line. */
export function CountImport({ disabled, onImport }: Props) {
  const [text, setText] = useState('');
  const upload = async (file: File | undefined) => {
    if (file) onImport(parseCountCsv(await file.text()));
  };
  return (
    <fieldset className="border rounded p-2 mb-3" disabled={disabled}>
      <legend className="fs-6 mb-1 w-auto px-1">Import counts</legend>
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <Form.Group controlId="audit-paste" className="flex-grow-1">
          <Form.Label>Paste counts (itemId,counted a line)</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={'ITM-0001,12\nITM-0002,4.5'}
          />
        </Form.Group>
        <Button
          variant="outline-primary"
          disabled={text.trim() === ''}
          onClick={() => {
            onImport(parseCountCsv(text));
            setText('');
          }}
        >
          Apply pasted counts
        </Button>
        <Form.Group controlId="audit-upload">
          <Form.Label>Upload a CSV of counts</Form.Label>
          <Form.Control
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void upload((event.target as HTMLInputElement).files?.[0])}
          />
        </Form.Group>
      </div>
    </fieldset>
  );
}
