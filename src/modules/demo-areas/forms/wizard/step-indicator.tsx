import { Check } from 'lucide-react';

/** The wizard's steps as an ordered list; the current one carries aria-current="step", the done ones a tick. */
export function StepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <ol className="wizard-steps mb-4" aria-label="Steps">
      {titles.map((title, index) => (
        <li
          key={title}
          aria-current={index === current ? 'step' : undefined}
          className={index < current ? 'text-success' : undefined}
        >
          {index < current && <Check size={14} aria-hidden="true" className="me-1" />}
          {index + 1}. {title}
          {index < current && <span className="visually-hidden"> (done)</span>}
        </li>
      ))}
    </ol>
  );
}
