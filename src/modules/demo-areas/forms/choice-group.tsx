import type { ReactNode } from 'react';

interface ChoiceProps {
  id: string;
  legend: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Radio buttons or check boxes under one legend, with the group's error under them. */
export function ChoiceGroup({ id, legend, error, className, children }: ChoiceProps) {
  return (
    <fieldset
      className={className ?? 'mb-3'}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
