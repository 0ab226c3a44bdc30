import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { CataloguePage, Example } from '../catalogue-page';
import { StarDisplay, StarRating } from './star-rating';

const SAMPLES = [4.4, 3.5, 2] as const;

const schema = z.object({
  rating: z.number().min(1, 'Choose from 1 to 5 stars.'),
  comment: z.string().max(200),
});
type Values = z.infer<typeof schema>;

/** UI kit: rating — a star input (a radio group: Tab to it, arrows to change) and the read-only display. */
export function RatingPage() {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { rating: 0, comment: '' } });
  const rating = useWatch({ control: form.control, name: 'rating' });
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(({ rating: stars, comment }) =>
    setSent(`Thank you: ${stars} of 5 stars${comment.trim() ? ` — "${comment.trim()}"` : ''}.`),
  );
  return (
    <CataloguePage intro="Stars to give a rating and stars to show one. The input is a group of radio buttons, so the keyboard works as everywhere else.">
      <Example title="Give a rating" source="StarRating — src/modules/demo-areas/uikit/star-rating.tsx">
        <Form noValidate onSubmit={(event) => void submit(event)} className="mb-0">
          <Controller
            control={form.control}
            name="rating"
            render={({ field, fieldState }) => (
              <StarRating
                legend="How was your visit?"
                value={field.value}
                error={fieldState.error?.message}
                onChange={field.onChange}
              />
            )}
          />
          <p className="small text-muted">{rating === 0 ? 'No stars chosen.' : `${rating} of 5 stars chosen.`}</p>
          <Field form={form} name="comment" id="rating-comment" label="Comment (optional)" maxLength={200} />
          <div className="d-flex gap-2">
            <Button type="submit">Send rating</Button>
            <Button
              variant="outline-secondary"
              onClick={() => {
                form.setValue('rating', 0);
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
