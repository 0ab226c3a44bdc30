import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { MAX_IMAGE_CHARS } from '../field-schemas';
import type { FieldDeclaration, ResourceRecord } from '../resource';

interface Props {
  field: FieldDeclaration;
  id: string;
  control: Control<ResourceRecord>;
  error: FieldError | undefined;
  readOnly: boolean;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A picture kept with the record (PNG, JPEG, WebP or GIF, at most about 300 kB): preview, choose, remove. */
export function ImageInput({ field, id, control, error, readOnly }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const message = problem ?? error?.message;
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input }) => (
        <Form.Group className="mb-3">
          <Form.Label htmlFor={id}>{field.label}</Form.Label>
          {typeof input.value === 'string' && input.value !== '' && (
            <div className="mb-2 d-flex align-items-center gap-2">
              <img
                src={input.value}
                alt={`${field.label} preview`}
                className="img-thumbnail"
                style={{ maxHeight: 96 }}
              />
              {!readOnly && (
                <Button size="sm" variant="outline-secondary" onClick={() => input.onChange('')}>
                  Remove picture
                </Button>
              )}
            </div>
          )}
          <Form.Control
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={readOnly}
            isInvalid={!!message}
            aria-describedby={message ? errorId : undefined}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setProblem(null);
              readAsDataUrl(file)
                .then((url) =>
                  url.length > MAX_IMAGE_CHARS
                    ? setProblem(`${field.label} is too large (at most about 300 kB)`)
                    : input.onChange(url),
                )
                .catch((failure: unknown) =>
                  setProblem(failure instanceof Error ? failure.message : 'The picture could not be read.'),
                );
            }}
          />
          <Form.Control.Feedback id={errorId} type="invalid">
            {message}
          </Form.Control.Feedback>
        </Form.Group>
      )}
    />
  );
}
