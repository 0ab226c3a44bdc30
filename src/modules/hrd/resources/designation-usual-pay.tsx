import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { dataProvider } from '../../../lib/api/data-provider';
import { HRD_MASTER_ROUTES as R } from './master-routes';

/** A designation's usual line (GetHRDEmployeeRequirements' desigallowances and desigleaves, with the id named). */
interface UsualLine {
  designation: number;
  allowanceId?: number;
  leaveId?: number;
  valu: number;
}

/** The part of GetHRDEmployeeRequirements the form uses (the lists' pickers read the masters themselves). */
interface EmployeeRequirements {
  desigallowances: UsualLine[];
  desigleaves: UsualLine[];
}

const ofDesignation = (rows: readonly UsualLine[] | undefined, designation: string) =>
  (rows ?? []).filter((row) => String(row.designation) === designation);

/**
 * Under the employee form: the chosen designation's usual pay heads and leave days (the contract's requirements of the
 * employee form, read once), to fill the allowances and leaves lines with in one click.
 */
export function DesignationUsualPay({
  control,
  form,
}: {
  control: Control<ResourceRecord>;
  form: UseFormReturn<ResourceRecord>;
}) {
  const requirements = useQuery({
    queryKey: ['hrd.employees', 'requirements'],
    queryFn: () => dataProvider.read<EmployeeRequirements>(R.employeeRequirements),
    staleTime: 60_000,
  });
  const designation = String(useWatch({ control, name: 'designation' }) ?? '');
  const allowances = ofDesignation(requirements.data?.desigallowances, designation);
  const leaves = ofDesignation(requirements.data?.desigleaves, designation);
  if (designation === '' || allowances.length + leaves.length === 0) return null;
  const fill = () => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(
      'allowances',
      allowances.map((row) => ({ allowanceId: String(row.allowanceId ?? ''), valu: row.valu })),
      options,
    );
    form.setValue(
      'leaves',
      leaves.map((row) => ({ leaveId: String(row.leaveId ?? ''), valu: row.valu })),
      options,
    );
  };
  return (
    <Alert variant="light" className="d-flex flex-wrap align-items-center gap-3">
      <span>
        This designation usually has {allowances.length} pay {allowances.length === 1 ? 'head' : 'heads'} and{' '}
        {leaves.length} leave {leaves.length === 1 ? 'type' : 'types'}.
      </span>
      <Button variant="outline-primary" size="sm" onClick={fill}>
        Use the designation’s usual pay heads and leaves
      </Button>
    </Alert>
  );
}
