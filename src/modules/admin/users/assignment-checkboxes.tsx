import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AssignmentGroup } from './assignment-options';
import { assignmentKey } from './user-form-values';

interface Props {
  groups: readonly AssignmentGroup[];
  registration: UseFormRegisterReturn<'assg'>;
  error: string | undefined;
}

/**
 * The assignments as one labelled group of checkboxes per kind (accounts, outlets, branches), with the server's
 * objection below.
 */
export function AssignmentCheckboxes({ groups, registration, error }: Props) {
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'user-assg-error' : undefined}>
      <legend className="h6">Assignments</legend>
      {groups.map((group) => (
        <fieldset key={group.title} className="mb-2">
          <legend className="form-label fs-6 mb-1">{group.title}</legend>
          {group.options.length === 0 && <p className="form-text">None in this company.</p>}
          {group.options.map((option) => {
            const key = assignmentKey(option);
            return (
              <Form.Check
                key={key}
                id={`user-assg-${key.replace(':', '-')}`}
                type="checkbox"
                value={key}
                label={`${option.detail} (${option.code})`}
                isInvalid={!!error}
                {...registration}
              />
            );
          })}
        </fieldset>
      ))}
      {error && (
        <div id="user-assg-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
