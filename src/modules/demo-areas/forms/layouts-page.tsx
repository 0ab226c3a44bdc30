import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { CataloguePage, Example } from '../catalogue-page';

type Values = Record<string, string>;

/** The schema of a small form: each required field must hold more than spaces; the optional ones anything. */
function smallSchema(required: Readonly<Record<string, string>>, optional: readonly string[]) {
  return z.object({
    ...Object.fromEntries(
      Object.entries(required).map(([name, message]) => [
        name,
        z.string().refine((value) => value.trim() !== '', message),
      ]),
    ),
    ...Object.fromEntries(optional.map((name) => [name, z.string()])),
  });
}

/**
 * A small form: its values and schema, the problems of its required fields after a send (typing in a field clears
 * its own; the first wrong field takes the focus), and what was sent.
 */
function useSmallForm(required: Readonly<Record<string, string>>, optional: readonly string[] = []) {
  const names = [...Object.keys(required), ...optional];
  const form = useForm<Values>({
    resolver: zodResolver(smallSchema(required, optional)),
    defaultValues: Object.fromEntries(names.map((name) => [name, ''])),
    reValidateMode: 'onSubmit',
  });
  const [sent, setSent] = useState<string | null>(null);
  const { errors } = form.formState;
  const field = (name: string) => ({
    isInvalid: !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
  });
  const error = (name: string) =>
    errors[name] ? (
      <Form.Control.Feedback id={`${name}-error`} type="invalid">
        {errors[name].message}
      </Form.Control.Feedback>
    ) : null;
  const submit = (summary: (values: Values) => string) => {
    const send = form.handleSubmit(
      (values) => setSent(summary(values)),
      () => setSent(null),
    );
    return (event: React.FormEvent<HTMLFormElement>) => void send(event);
  };
  return { field, error, submit, sent };
}

/** Forms: layouts — the same kind of form laid out horizontally (labels beside), on a grid, and inline. */
export function LayoutsPage() {
  const horizontal = useSmallForm({ 'h-email': 'Give the e-mail address.', 'h-password': 'Give the password.' });
  const grid = useSmallForm(
    { 'g-first': 'Give the first name.', 'g-last': 'Give the last name.', 'g-city': 'Give the city.' },
    ['g-address', 'g-state'],
  );
  const inline = useSmallForm({ 'i-search': 'Type a name to search.' }, ['i-ward']);
  return (
    <CataloguePage intro="Three layouts from Bootstrap's grid: labels beside the fields, fields in columns, and a one-line form.">
      <Example title="Horizontal form" source="Form.Group as={Row}, Form.Label column (react-bootstrap)">
        <Form
          noValidate
          onSubmit={horizontal.submit((values) => `Signed in as ${values['h-email']}.`)}
          style={{ maxWidth: 560 }}
        >
          <Form.Group as={Row} className="mb-3" controlId="h-email">
            <Form.Label column sm={3}>
              E-mail
            </Form.Label>
            <Col sm={9}>
              <Form.Control type="email" {...horizontal.field('h-email')} />
              {horizontal.error('h-email')}
            </Col>
          </Form.Group>
          <Form.Group as={Row} className="mb-3" controlId="h-password">
            <Form.Label column sm={3}>
              Password
            </Form.Label>
            <Col sm={9}>
              <Form.Control type="password" {...horizontal.field('h-password')} />
              {horizontal.error('h-password')}
            </Col>
          </Form.Group>
          <Row>
            <Col sm={{ span: 9, offset: 3 }}>
              <Button type="submit">Sign in</Button>
            </Col>
          </Row>
        </Form>
        {horizontal.sent && (
          <Alert variant="success" className="mt-3 mb-0">
            {horizontal.sent}
          </Alert>
        )}
      </Example>
      <Example title="Grid form" source="Row, Col (react-bootstrap) with Form.Group in each column">
        <Form
          noValidate
          onSubmit={grid.submit((values) => `Saved ${values['g-first']} ${values['g-last']} of ${values['g-city']}.`)}
        >
          <Row className="g-3 mb-3">
            <Form.Group as={Col} md={4} controlId="g-first">
              <Form.Label>First name</Form.Label>
              <Form.Control {...grid.field('g-first')} />
              {grid.error('g-first')}
            </Form.Group>
            <Form.Group as={Col} md={4} controlId="g-last">
              <Form.Label>Last name</Form.Label>
              <Form.Control {...grid.field('g-last')} />
              {grid.error('g-last')}
            </Form.Group>
            <Form.Group as={Col} md={4} controlId="g-city">
              <Form.Label>City</Form.Label>
              <Form.Control {...grid.field('g-city')} />
              {grid.error('g-city')}
            </Form.Group>
            <Form.Group as={Col} md={8} controlId="g-address">
              <Form.Label>Address (optional)</Form.Label>
              <Form.Control {...grid.field('g-address')} />
            </Form.Group>
            <Form.Group as={Col} md={4} controlId="g-state">
              <Form.Label>State (optional)</Form.Label>
              <Form.Select {...grid.field('g-state')}>
                <option value="">Choose…</option>
                <option>Karnataka</option>
                <option>Maharashtra</option>
                <option>Uttar Pradesh</option>
              </Form.Select>
            </Form.Group>
          </Row>
          <Button type="submit">Save address</Button>
        </Form>
        {grid.sent && (
          <Alert variant="success" className="mt-3 mb-0">
            {grid.sent}
          </Alert>
        )}
      </Example>
      <Example title="Inline form" source="Row className=&quot;row-cols-lg-auto&quot; (Bootstrap inline form)">
        <Form
          noValidate
          onSubmit={inline.submit(
            (values) => `Searching for "${values['i-search']}"${values['i-ward'] ? ` in ${values['i-ward']}` : ''}.`,
          )}
        >
          <Row className="row-cols-lg-auto g-2 align-items-start">
            <Col xs={12}>
              <Form.Group controlId="i-search">
                <Form.Label visuallyHidden>Patient name</Form.Label>
                <Form.Control placeholder="Patient name" {...inline.field('i-search')} />
                {inline.error('i-search')}
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="i-ward">
                <Form.Label visuallyHidden>Ward</Form.Label>
                <Form.Select {...inline.field('i-ward')}>
                  <option value="">Any ward</option>
                  <option>General</option>
                  <option>ICU</option>
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Button type="submit">Search</Button>
            </Col>
          </Row>
        </Form>
        {inline.sent && (
          <Alert variant="info" className="mt-3 mb-0">
            {inline.sent}
          </Alert>
        )}
      </Example>
    </CataloguePage>
  );
}
