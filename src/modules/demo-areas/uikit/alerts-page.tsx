import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { CataloguePage, Example } from '../catalogue-page';

/** The react-bootstrap Alert variants, each with the sentence it is for in this app. */
export const ALERT_VARIANTS = [
  ['primary', 'A note for the user, e.g. "The year is open from 01-Apr-2025."'],
  ['secondary', 'Background information that needs no action.'],
  ['success', 'Something was done: "The voucher was saved."'],
  ['danger', 'The server refused a change: its text is shown as it is.'],
  ['warning', 'Something needs care before going on: "The books are locked up to 31-Mar-2025."'],
  ['info', 'A tip: "Search looks in the name, code and city."'],
  ['light', 'A quiet note on a coloured background.'],
  ['dark', 'A note on a light page that must stand out.'],
] as const;

/** UI kit: alerts — every variant, dismissible, and an alert with a heading and a link. */
export function AlertsPage() {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const close = (variant: string) => setClosed((previous) => new Set(previous).add(variant));
  return (
    <CataloguePage intro="Messages in the page: a server refusal, a done note, a warning. Each one here can be dismissed.">
      <Example title="Dismissible alerts" source="Alert (react-bootstrap) with dismissible and onClose">
        {ALERT_VARIANTS.filter(([variant]) => !closed.has(variant)).map(([variant, text]) => (
          <Alert
            key={variant}
            variant={variant}
            dismissible
            onClose={() => close(variant)}
            closeLabel={`Dismiss the ${variant} alert`}
          >
            <strong className="text-capitalize">{variant}:</strong> {text}
          </Alert>
        ))}
        {closed.size > 0 && (
          <p className="mb-0">
            {closed.size} dismissed.{' '}
            <Button variant="outline-primary" size="sm" onClick={() => setClosed(new Set())}>
              Show all again
            </Button>
          </p>
        )}
      </Example>
      <Example title="Alert with a heading" source="Alert, Alert.Heading, Alert.Link (react-bootstrap)">
        <Alert variant="success" className="mb-0">
          <Alert.Heading as="h3" className="h6">
            Opening balances saved
          </Alert.Heading>
          <p className="mb-1">The trial balance now starts from 01-Apr-2025 and agrees.</p>
          <Alert.Link href="#alert-heading-example">Read how openings are checked</Alert.Link>
        </Alert>
      </Example>
    </CataloguePage>
  );
}
