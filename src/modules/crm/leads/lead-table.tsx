import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { leadName } from '../domain/lead-rules';
import type { CrmLead } from '../domain/lead-types';
import { nameIn, ownerName, type LeadMasters } from './lead-api';
import { todayOf } from './lead-format';

/** A lead as the list gives it: with its next follow-up date ('' when none). */
export type ListedLead = CrmLead & { next_followup_date: string };

interface Props {
  rows: readonly ListedLead[];
  masters: LeadMasters;
  onOpen: (id: number) => void;
  /** With the modify right: the leads ticked for assigning. */
  chosen?: ReadonlySet<number>;
  onChoose?: (id: number, on: boolean) => void;
}

/** The columns: the lead (its number and name, opening it), company, source, owner, stage and next follow-up. */
function leadColumns(masters: LeadMasters, onOpen: Props['onOpen'], today: string): TableColumn<ListedLead>[] {
  return [
    {
      label: 'Lead',
      className: 'fw-normal',
      cell: (row) => (
        <Button variant="link" className="p-0 text-start" onClick={() => onOpen(row.id)}>
          {row.id} {leadName(row)}
        </Button>
      ),
    },
    { label: 'Company', cell: (row) => row.company },
    { label: 'Source', cell: (row) => nameIn(masters.sources, row.lead_source) },
    { label: 'Owner', cell: (row) => ownerName(masters.owners, row.lead_owner) },
    { label: 'Stage', cell: (row) => nameIn(masters.stages, row.lead_stage) },
    {
      label: 'Next follow-up',
      className: 'text-nowrap',
      cell: (row) => (
        <>
          {row.next_followup_date ? formatDate(row.next_followup_date) : '—'}
          {row.next_followup_date && row.next_followup_date <= today && (
            <span className="badge text-bg-warning ms-1">Due</span>
          )}
        </>
      ),
    },
  ];
}

/** The leads listed, each opening on its name; with the modify right, a box before each to choose it for assigning. */
export function LeadTable({ rows, masters, onOpen, chosen, onChoose }: Props) {
  const columns = leadColumns(masters, onOpen, todayOf());
  const chooseColumn: TableColumn<ListedLead> | null = onChoose
    ? {
        label: 'Choose',
        hideLabel: true,
        cell: (row) => (
          <input
            type="checkbox"
            className="form-check-input"
            aria-label={`Choose lead ${row.id}`}
            checked={chosen?.has(row.id) ?? false}
            onChange={(event) => onChoose(row.id, event.target.checked)}
          />
        ),
      }
    : null;
  return (
    <DataTable
      rows={rows}
      columns={chooseColumn ? [chooseColumn, ...columns] : columns}
      rowKey={(row) => row.id}
      caption={`Leads (${rows.length})`}
      rowHeader={chooseColumn ? 1 : true}
    />
  );
}
