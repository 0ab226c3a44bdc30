import { memo } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatMoney } from '../../../lib/money/money-format';
import type { DraftLine, Drafts, ReadLine } from './opening-drafts';
import type { OpeningTotals } from './opening-rules';
import type { OpeningRow, OpeningSection } from './opening-sections';

type Side = 'debit' | 'credit';

interface Props {
  caption: string;
  sections: readonly OpeningSection[];
  drafts: Drafts;
  /** Every account's boxes read (amounts and messages). */
  read: ReadonlyMap<string, ReadLine>;
  totals: OpeningTotals;
  readOnly: boolean;
  onChange: (account: string, side: Side, value: string) => void;
}

const SIDE_LABEL: Record<Side, string> = { debit: 'Debit', credit: 'Credit' };

interface BoxProps {
  account: OpeningRow;
  side: Side;
  value: string;
  error: string | null;
  readOnly: boolean;
  onChange: Props['onChange'];
}

/** One amount box with its (visually hidden) label "Debit, <account>" and its message beside it. */
function AmountBox({ account, side, value, error, readOnly, onChange }: BoxProps) {
  const id = `opening-${account.code}-${side}`;
  return (
    <Form.Group controlId={id}>
      <Form.Label visuallyHidden>{`${SIDE_LABEL[side]}, ${account.name}`}</Form.Label>
      <Form.Control
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="text-end"
        size="sm"
        value={value}
        readOnly={readOnly}
        plaintext={readOnly}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(account.code, side, event.target.value)}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

const rupees = formatMoney;

interface RowProps {
  account: OpeningRow;
  draft: DraftLine | undefined;
  debitError: string | null;
  creditError: string | null;
  readOnly: boolean;
  onChange: Props['onChange'];
}

/** One account's row; memoised so typing in one box re-renders that row only. */
const AccountRow = memo(function AccountRow({ account, draft, debitError, creditError, readOnly, onChange }: RowProps) {
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {account.name} <span className="text-body-secondary">({account.code})</span>
      </th>
      <td>
        <AmountBox
          account={account}
          side="debit"
          value={draft?.debit ?? ''}
          error={debitError}
          readOnly={readOnly}
          onChange={onChange}
        />
      </td>
      <td>
        <AmountBox
          account={account}
          side="credit"
          value={draft?.credit ?? ''}
          error={creditError}
          readOnly={readOnly}
          onChange={onChange}
        />
      </td>
    </tr>
  );
});

/**
 * The accounts by group with a debit and a credit box each, and the totals of the whole set (searched-out rows
 * included).
 */
export function OpeningsTable({ caption, sections, drafts, read, totals, readOnly, onChange }: Props) {
  return (
    <Table size="sm" bordered hover responsive className="align-middle openings-table">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col" className="text-end" style={{ width: '12rem' }}>
            Debit
          </th>
          <th scope="col" className="text-end" style={{ width: '12rem' }}>
            Credit
          </th>
        </tr>
      </thead>
      {sections.map((section) => (
        <tbody key={section.key}>
          <tr className="table-light">
            <th scope="rowgroup" colSpan={3}>
              {section.title}
            </th>
          </tr>
          {section.accounts.map((account) => {
            const line = read.get(account.code);
            return (
              <AccountRow
                key={account.code}
                account={account}
                draft={drafts.get(account.code)}
                debitError={line?.debitError ?? null}
                creditError={line?.creditError ?? null}
                readOnly={readOnly}
                onChange={onChange}
              />
            );
          })}
        </tbody>
      ))}
      <tfoot>
        <tr className="fw-semibold">
          <th scope="row">Total</th>
          <td className="text-end">{rupees(totals.debit)}</td>
          <td className="text-end">{rupees(totals.credit)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
