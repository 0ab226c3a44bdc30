import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CataloguePage, Example } from '../catalogue-page';
import { StarDisplay, StarRating } from './star-rating';

const SAMPLES = [4.4, 3.5, 2] as const;

/** UI kit: rating — a star input (a radio group: Tab to it, arrows to change) and the read-only display. */
export function RatingPage() {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      setError('Choose from 1 to 5 stars.');
      return;
    }
    setError(undefined);
    setSent(`Thank you: ${rating} of 5 stars${comment.trim() ? ` — "${comment.trim()}"` : ''}.`);
  };
  return (
    <CataloguePage intro="Stars to give a rating and stars to show one. The input is a group of radio buttons, so the keyboard works as everywhere else.">
      <Example title="Give a rating" source="StarRating — src/modules/demo-areas/uikit/star-rating.tsx">
        <Form noValidate onSubmit={submit} className="mb-0">
          <StarRating
            legend="How was your visit?"
            value={rating}
            error={error}
            onChange={(value) => {
              setRating(value);
              setError(undefined);
            }}
          />
          <p className="small text-muted">{rating === 0 ? 'No stars chosen.' : `${rating} of 5 stars chosen.`}</p>
          <Form.Group className="mb-3" controlId="rating-comment">
            <Form.Label>Comment (optional)</Form.Label>
            <Form.Control value={comment} onChange={(event) => setComment(event.target.value)} maxLength={200} />
          </Form.Group>
          <div className="d-flex gap-2">
            <Button type="submit">Send rating</Button>
            <Button
              variant="outline-secondary"
              onClick={() => {
                setRating(0);
                setSent(null);
              }}
            >
              Clear
            </Button>
          </div>
        </Form>
        {sent && (
          <Alert variant="success" className="mt-3 mb-0">
            {sent}
          </Alert>
        )}
      </Example>
      <Example title="Show a rating" source="StarDisplay — src/modules/demo-areas/uikit/star-rating.tsx">
        <ul className="list-unstyled mb-0">
          {SAMPLES.map((sample) => (
            <li key={sample} className="mb-1">
              <StarDisplay rating={sample} /> <span className="ms-2">{sample}</span>
            </li>
          ))}
        </ul>
      </Example>
    </CataloguePage>
  );
}
