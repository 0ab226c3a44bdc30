import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import type { TableColumn } from '../../../components/data-table';
import { Field } from '../../../components/form/field';
import { useEnquiryRead } from './enquiry-api';
import { wireDay } from './enquiry-format';

/** What a front desk list of a period takes from its screen, which keeps the period and status in the address. */
export interface PeriodStatusListProps {
  from: string;
  to: string;
  status: string;
  onFilter: (values: Record<string, string | null>) => void;
  onOpen: (number: string) => void;
}

/** The records of a period in one status ('' for every status), as the front desk's list reads take them. */
export const usePeriodStatusRead = <T,>(
  route: string,
  { from, to, status }: Pick<PeriodStatusListProps, 'from' | 'to' | 'status'>,
) => useEnquiryRead<T>(route, { frmDate: wireDay(from), toDate: wireDay(to), detail: status });

/** The list's status filter, its choices the status labels. */
export function StatusFilter({
  id,
  labels,
  status,
  onFilter,
}: { id: string; labels: Readonly<Record<string, string>> } & Pick<PeriodStatusListProps, 'status' | 'onFilter'>) {
  // The address holds the status filter; this small form only shows it, and follows it when the address changes.
  const filters = useForm({ defaultValues: { status } });
  useEffect(() => {
    filters.setValue('status', status);
  }, [filters, status]);
  return (
    <Field
      form={filters}
      name="status"
      id={id}
      label="Status"
      choose="Every status"
      onChange={(value) => onFilter({ status: value || null })}
      options={Object.entries(labels).map(([value, label]) => ({ value, label }))}
    />
  );
}

/** The last column: each row's Open button, named with the row's number. */
export const openColumn = <T,>(numberOf: (row: T) => string, onOpen: (number: string) => void): TableColumn<T> => ({
  label: 'Actions',
  hideLabel: true,
  cell: (row) => (
    <Button size="sm" variant="outline-primary" onClick={() => onOpen(numberOf(row))}>
      Open {numberOf(row)}
    </Button>
  ),
});
