import { AtSign, Search } from 'lucide-react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import DropdownButton from 'react-bootstrap/DropdownButton';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { CataloguePage, Example } from '../catalogue-page';
import { netOfDiscount, paiseText, readTypedRupees, typedPercentToBasisPoints } from './rupees';

const DOMAINS = ['sanjeevanihospital.in', 'gmail.com', 'outlook.com'] as const;

/** Forms: input group — text and icons before and after a field, buttons and menus joined to it; a worked discount. */
export function InputGroupPage() {
  const [amount, setAmount] = useState('1234.50');
  const [discount, setDiscount] = useState('12.5');
  const [user, setUser] = useState('');
  const [mailbox, setMailbox] = useState('');
  const [domain, setDomain] = useState<string>(DOMAINS[0]);
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const read = readTypedRupees(amount);
  const paise = read.ok ? read.paise : null;
  const points = typedPercentToBasisPoints(discount);
  return (
    <CataloguePage intro="Fields with their unit or action joined on: the rupee sign, a percent, a domain, a search button.">
      <Example
        title="Amount and discount"
        source="InputGroup, InputGroup.Text (react-bootstrap); amounts in integer paise — rupees.ts"
      >
        <div className="row g-3">
          <Form.Group className="col-md-4" controlId="ig-amount">
            <Form.Label>Amount</Form.Label>
            <InputGroup hasValidation>
              <InputGroup.Text aria-hidden="true">₹</InputGroup.Text>
              <Form.Control
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                isInvalid={paise === null}
                aria-describedby="ig-amount-error"
              />
              <Form.Control.Feedback id="ig-amount-error" type="invalid">
                {read.ok ? '' : read.message}
              </Form.Control.Feedback>
            </InputGroup>
          </Form.Group>
          <Form.Group className="col-md-4" controlId="ig-discount">
            <Form.Label>Discount</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                inputMode="decimal"
                value={discount}
                onChange={(event) => setDiscount(event.target.value)}
                isInvalid={points === null}
                aria-describedby="ig-discount-error"
              />
              <InputGroup.Text aria-hidden="true">%</InputGroup.Text>
              <Form.Control.Feedback id="ig-discount-error" type="invalid">
                Give a percent from 0 to 100.
              </Form.Control.Feedback>
            </InputGroup>
          </Form.Group>
          <div className="col-md-4">
            <p className="form-label mb-2">Net amount</p>
            <output htmlFor="ig-amount ig-discount" className="h5 d-block" aria-live="polite">
              {paise !== null && points !== null ? `₹ ${paiseText(netOfDiscount(paise, points))}` : '—'}
            </output>
          </div>
        </div>
      </Example>
      <Example
        title="Icons and menus"
        source="InputGroup with a lucide-react icon and DropdownButton (react-bootstrap)"
      >
        <div className="row g-3">
          <Form.Group className="col-md-5" controlId="ig-user">
            <Form.Label>User name</Form.Label>
            <InputGroup>
              <InputGroup.Text aria-hidden="true">
                <AtSign size={14} />
              </InputGroup.Text>
              <Form.Control
                value={user}
                onChange={(event) => setUser(event.target.value.replace(/\s/g, ''))}
                autoComplete="off"
              />
            </InputGroup>
          </Form.Group>
          <Form.Group className="col-md-7" controlId="ig-mail">
            <Form.Label>Mail address</Form.Label>
            <InputGroup>
              <Form.Control
                value={mailbox}
                onChange={(event) => setMailbox(event.target.value.replace(/[\s@]/g, ''))}
                aria-describedby="ig-mail-domain"
              />
              <InputGroup.Text id="ig-mail-domain">@{domain}</InputGroup.Text>
              <DropdownButton variant="outline-secondary" title="Domain" id="ig-domain" align="end">
                {DOMAINS.map((choice) => (
                  <Dropdown.Item
                    key={choice}
                    as="button"
                    type="button"
                    active={choice === domain}
                    onClick={() => setDomain(choice)}
                  >
                    {choice}
                  </Dropdown.Item>
                ))}
              </DropdownButton>
            </InputGroup>
          </Form.Group>
        </div>
        <p className="mt-2 mb-0 small text-muted" aria-live="polite">
          {mailbox ? `Address: ${mailbox}@${domain}` : 'Type a mail name to see the address.'}
        </p>
      </Example>
      <Example title="Search with a button" source="InputGroup with a Button (react-bootstrap)">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(search.trim());
          }}
        >
          <Form.Label htmlFor="ig-search">Search the wards</Form.Label>
          <InputGroup style={{ maxWidth: 420 }}>
            <Form.Control
              id="ig-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="primary">
              <Search size={14} aria-hidden="true" className="me-1" />
              Search
            </Button>
          </InputGroup>
        </form>
        {searched !== null && (
          <p className="mt-2 mb-0" aria-live="polite">
            {searched === '' ? 'Type something to search for.' : `No ward is called "${searched}" in this demo.`}
          </p>
        )}
      </Example>
      <Example title="Check box and radio in a group" source="InputGroup.Checkbox, InputGroup.Radio (react-bootstrap)">
        <InputGroup className="mb-2" style={{ maxWidth: 420 }}>
          <InputGroup.Checkbox aria-label="Use a different billing name" id="ig-billing-check" />
          <Form.Control aria-label="Billing name" placeholder="Billing name" />
        </InputGroup>
        <InputGroup style={{ maxWidth: 420 }}>
          <InputGroup.Radio aria-label="Pay at the counter" name="ig-pay" />
          <Form.Control aria-label="Counter number" placeholder="Counter number" />
        </InputGroup>
      </Example>
    </CataloguePage>
  );
}
