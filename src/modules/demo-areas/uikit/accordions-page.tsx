import Accordion from 'react-bootstrap/Accordion';
import { CataloguePage, Example } from '../catalogue-page';

/** Questions a new user asks, as the accordion's sections. */
const SECTIONS = [
  [
    'How do I record a payment?',
    'Open Accounts › Payments, choose the bank or cash account, add a line per party and save. The voucher number comes from the series.',
  ],
  [
    'Why is the Save button missing?',
    'Your role has no create or modify right on that screen. An administrator can grant it under Administration › Roles.',
  ],
  [
    'Can I change a voucher after the books are locked?',
    'No. The lock date protects filed figures; an administrator can move it back if the period must be reopened.',
  ],
] as const;

/** UI kit: accordions — one open at a time, and sections that stay open together. */
export function AccordionsPage() {
  return (
    <CataloguePage intro="Sections that open and close with the mouse or the keyboard (Tab to a header, Enter or Space to toggle).">
      <Example title="One section open at a time" source="Accordion (react-bootstrap), defaultActiveKey">
        <Accordion defaultActiveKey="0">
          {SECTIONS.map(([question, answer], index) => (
            <Accordion.Item key={question} eventKey={String(index)}>
              <Accordion.Header as="h3">{question}</Accordion.Header>
              <Accordion.Body>{answer}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </Example>
      <Example title="Sections that stay open" source="Accordion alwaysOpen flush (react-bootstrap)">
        <Accordion alwaysOpen flush>
          {SECTIONS.map(([question, answer], index) => (
            <Accordion.Item key={question} eventKey={String(index)}>
              <Accordion.Header as="h3">{question}</Accordion.Header>
              <Accordion.Body>{answer}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </Example>
    </CataloguePage>
  );
}
