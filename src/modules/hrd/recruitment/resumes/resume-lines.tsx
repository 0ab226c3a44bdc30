import Button from 'react-bootstrap/Button';
import type { HrdResume } from '../../domain/recruitment-records';
import type { Problems } from '../../domain/recruit-resume';
import { InputField } from '../../../../components/form/controlled-fields';

type Curriculum = HrdResume['curriculum'][number];
type Experience = HrdResume['experience'][number];

interface LinesProps<T> {
  id: string;
  lines: T[];
  onChange: (lines: T[]) => void;
  problems: Problems;
}

const change = <T,>(lines: T[], index: number, patch: Partial<T>) =>
  lines.map((line, at) => (at === index ? { ...line, ...patch } : line));

/** The candidate's education, one labelled group per line. */
export function CurriculumLines({ id, lines, onChange, problems }: LinesProps<Curriculum>) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Education</legend>
      {lines.map((line, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Qualification ${index + 1}`}
          className="d-flex flex-wrap gap-2 align-items-end border-bottom mb-2"
        >
          <InputField
            id={`${id}-c${index}-qual`}
            label={`Qualification ${index + 1}`}
            value={line.qual}
            onChange={(qual) => onChange(change(lines, index, { qual }))}
            error={problems[`curriculum.${index}.qual`]}
          />
          <InputField
            id={`${id}-c${index}-board`}
            label="Board or university"
            value={line.board}
            onChange={(board) => onChange(change(lines, index, { board }))}
          />
          <InputField
            id={`${id}-c${index}-from`}
            label="From year"
            value={line.frmyear}
            onChange={(frmyear) => onChange(change(lines, index, { frmyear }))}
            error={problems[`curriculum.${index}.frmyear`]}
          />
          <InputField
            id={`${id}-c${index}-to`}
            label="To year"
            value={line.toyear}
            onChange={(toyear) => onChange(change(lines, index, { toyear }))}
            error={problems[`curriculum.${index}.toyear`]}
          />
          <Button
            className="mb-3"
            variant="outline-danger"
            size="sm"
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            Remove qualification {index + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => onChange([...lines, { lineid: lines.length + 1, frmyear: '', toyear: '', qual: '', board: '' }])}
      >
        Add a qualification
      </Button>
    </fieldset>
  );
}

/** The candidate's work experience, one labelled group per line. */
export function ExperienceLines({ id, lines, onChange, problems }: LinesProps<Experience>) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">Experience</legend>
      {lines.map((line, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Experience ${index + 1}`}
          className="d-flex flex-wrap gap-2 align-items-end border-bottom mb-2"
        >
          <InputField
            id={`${id}-e${index}-org`}
            label={`Organisation ${index + 1}`}
            value={line.organisation}
            onChange={(organisation) => onChange(change(lines, index, { organisation }))}
            error={problems[`experience.${index}.organisation`]}
          />
          <InputField
            id={`${id}-e${index}-post`}
            label="Post held"
            value={line.designation}
            onChange={(designation) => onChange(change(lines, index, { designation }))}
            error={problems[`experience.${index}.designation`]}
          />
          <InputField
            id={`${id}-e${index}-from`}
            label="From year"
            value={line.frmyear}
            onChange={(frmyear) => onChange(change(lines, index, { frmyear }))}
            error={problems[`experience.${index}.frmyear`]}
          />
          <InputField
            id={`${id}-e${index}-to`}
            label="To year"
            value={line.toyear}
            onChange={(toyear) => onChange(change(lines, index, { toyear }))}
            error={problems[`experience.${index}.toyear`]}
          />
          <Button
            className="mb-3"
            variant="outline-danger"
            size="sm"
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            Remove experience {index + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() =>
          onChange([...lines, { lineid: lines.length + 1, frmyear: '', toyear: '', designation: '', organisation: '' }])
        }
      >
        Add experience
      </Button>
    </fieldset>
  );
}
