import Button from 'react-bootstrap/Button';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import type { ResumeValues } from './resume-form-values';

interface LinesProps {
  id: string;
  form: UseFormReturn<ResumeValues>;
}

/** The candidate's education, one labelled group per line. */
export function CurriculumLines({ id, form }: LinesProps) {
  const { fields: lines, append, remove } = useFieldArray({ control: form.control, name: 'curriculum' });
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Education</legend>
      {lines.map((line, index) => (
        <div
          key={line.id}
          role="group"
          aria-label={`Qualification ${index + 1}`}
          className="d-flex flex-wrap gap-2 align-items-end border-bottom mb-2"
        >
          <Field
            form={form}
            name={`curriculum.${index}.qual`}
            id={`${id}-c${index}-qual`}
            label={`Qualification ${index + 1}`}
          />
          <Field
            form={form}
            name={`curriculum.${index}.board`}
            id={`${id}-c${index}-board`}
            label="Board or university"
          />
          <Field form={form} name={`curriculum.${index}.frmyear`} id={`${id}-c${index}-from`} label="From year" />
          <Field form={form} name={`curriculum.${index}.toyear`} id={`${id}-c${index}-to`} label="To year" />
          <Button className="mb-3" variant="outline-danger" size="sm" onClick={() => remove(index)}>
            Remove qualification {index + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() =>
          append({ lineid: lines.length + 1, frmyear: '', toyear: '', qual: '', board: '' }, { shouldFocus: false })
        }
      >
        Add a qualification
      </Button>
    </fieldset>
  );
}

/** The candidate's work experience, one labelled group per line. */
export function ExperienceLines({ id, form }: LinesProps) {
  const { fields: lines, append, remove } = useFieldArray({ control: form.control, name: 'experience' });
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Experience</legend>
      {lines.map((line, index) => (
        <div
          key={line.id}
          role="group"
          aria-label={`Experience ${index + 1}`}
          className="d-flex flex-wrap gap-2 align-items-end border-bottom mb-2"
        >
          <Field
            form={form}
            name={`experience.${index}.organisation`}
            id={`${id}-e${index}-org`}
            label={`Organisation ${index + 1}`}
          />
          <Field form={form} name={`experience.${index}.designation`} id={`${id}-e${index}-post`} label="Post held" />
          <Field form={form} name={`experience.${index}.frmyear`} id={`${id}-e${index}-from`} label="From year" />
          <Field form={form} name={`experience.${index}.toyear`} id={`${id}-e${index}-to`} label="To year" />
          <Button className="mb-3" variant="outline-danger" size="sm" onClick={() => remove(index)}>
            Remove experience {index + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() =>
          append(
            { lineid: lines.length + 1, frmyear: '', toyear: '', designation: '', organisation: '' },
            { shouldFocus: false },
          )
        }
      >
        Add experience
      </Button>
    </fieldset>
  );
}
