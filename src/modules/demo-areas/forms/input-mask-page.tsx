import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../lib/format/date-format';
import { CataloguePage, Example } from '../catalogue-page';
import { maskedDate, maskProblem, MASKS, type MaskKind } from './input-mask';
import { MaskedInput } from './masked-input';

const KINDS = Object.keys(MASKS) as MaskKind[];
const EMPTY = Object.fromEntries(KINDS.map((kind) => [kind, ''])) as Record<MaskKind, string>;

/** The value as the page reads it: checked, and a date also in the app's DD-Mon-YYYY. */
function reading(kind: MaskKind, value: string): string {
  if (value === '') return '—';
  const problem = maskProblem(kind, value);
  if (problem) return `Not yet valid: ${problem}`;
  const date = kind === 'date' ? maskedDate(value) : null;
  return date ? `Valid: ${formatDate(date)}` : 'Valid';
}

/** Forms: input mask — mobile number, PAN, GSTIN (with its check character), PIN code and date, shaped as typed. */
export function InputMaskPage() {
  const [values, setValues] = useState(EMPTY);
  return (
    <CataloguePage intro="Inputs that shape what is typed: digits and letters go where they belong, letters become capitals, separators come by themselves.">
      <div className="row g-4">
        <div className="col-lg-6">
          <Example
            title="Masked inputs"
            source="MaskedInput, applyMask — src/modules/demo-areas/forms/masked-input.tsx, input-mask.ts"
            className="h-100"
          >
            {KINDS.map((kind) => (
              <MaskedInput
                key={kind}
                kind={kind}
                value={values[kind]}
                onChange={(value) => setValues((previous) => ({ ...previous, [kind]: value }))}
              />
            ))}
          </Example>
        </div>
        <div className="col-lg-6">
          <Example
            title="What the form would send"
            source="maskProblem, maskedDate — src/modules/demo-areas/forms/input-mask.ts"
            className="h-100"
          >
            <Table size="sm" aria-label="Masked values">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Value</th>
                  <th scope="col">Check</th>
                </tr>
              </thead>
              <tbody>
                {KINDS.map((kind) => (
                  <tr key={kind}>
                    <th scope="row">{MASKS[kind].label}</th>
                    <td>
                      <code>{values[kind] || '—'}</code>
                    </td>
                    <td>{reading(kind, values[kind])}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Example>
        </div>
      </div>
    </CataloguePage>
  );
}
