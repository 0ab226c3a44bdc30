import { AccountPicker } from './account-picker';
import type { ChartAccountChoice } from './account-settings-api';
import type { AssignDetail } from './assignment-rules';
import { draftAccount, type MappingDraft } from './mapping-draft';

interface Props {
  rows: readonly AssignDetail[];
  draft: MappingDraft;
  accounts: readonly ChartAccountChoice[];
  accountsLoading: boolean;
  accountsFailed: boolean;
  readOnly: boolean;
  onChange: (transcode: string, account: string) => void;
}

/** The posting codes, what each posts and its account picker; on phones each row is a labelled card. */
export function MappingTable({ rows, draft, accounts, accountsLoading, accountsFailed, readOnly, onChange }: Props) {
  return (
    <div className="table-responsive list-cards mb-3">
      <table className="table align-middle" aria-label="Purchase posting codes and their accounts">
        <thead>
          <tr>
            <th scope="col">Posting code</th>
            <th scope="col">What it posts</th>
            <th scope="col">Account</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={3}>Every code is mapped.</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.transcode}>
              <th scope="row" data-label="Posting code">
                <code>{row.transcode}</code>
              </th>
              <td data-label="What it posts">{row.transdescri}</td>
              <td data-label="Account" style={{ minWidth: '18rem' }}>
                <AccountPicker
                  id={`purchase-account-${row.sno}`}
                  label={`Account for ${row.transdescri}`}
                  accounts={accounts}
                  loading={accountsLoading}
                  failed={accountsFailed}
                  value={draftAccount(draft, row.transcode)}
                  readOnly={readOnly}
                  onChange={(account) => onChange(row.transcode, account)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
