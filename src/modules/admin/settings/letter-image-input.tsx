import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';
import { IMAGE_TOO_LARGE, MAX_LETTER_IMAGE_CHARS } from './letter-rules';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}

interface Props {
  id: string;
  label: string;
  /** A data URL, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A picture kept as a data URL (PNG, JPEG, WebP or GIF, at most about 300 kB): preview, choose, remove. */
export function LetterImageInput({ id, label, value, onChange, error }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    if (!TYPES.includes(file.type)) {
      setProblem('Choose a PNG, JPEG, WebP or GIF picture.');
      return;
    }
    readAsDataUrl(file)
      .then((url) => (url.length > MAX_LETTER_IMAGE_CHARS ? setProblem(IMAGE_TOO_LARGE) : onChange(url)))
      .catch((failure: unknown) =>
        setProblem(failure instanceof Error ? failure.message : 'The picture could not be read.'),
      );
  };

  return (
    <FieldFrame id={id} label={label} error={message}>
      {value !== '' && (
        <div className="mb-2 d-flex align-items-center gap-2">
          <img src={value} alt={`${label}: preview`} className="img-thumbnail" style={{ maxHeight: 96 }} />
          <Button size="sm" variant="outline-secondary" onClick={() => onChange('')}>
            Remove the image
          </Button>
        </div>
      )}
      <Form.Control
        id={id}
        type="file"
        accept={TYPES.join(',')}
        onChange={choose}
        isInvalid={!!message}
        aria-invalid={!!message}
        aria-describedby={describedBy(id, message)}
      />
    </FieldFrame>
  );
}
