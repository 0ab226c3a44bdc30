import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveLicence } from './licence-api';
import { expiryDateProblem, licensedUsersProblem, type LicenceAnswer } from './licence-rules';

type Field = 'licensedUsers' | 'expiresOn';
type Errors = Partial<Record<Field, string>>;

/** "Renew or change": the licensed users and the expiry date, checked here and again by the server. */
export function LicenceForm({ licence }: { licence: LicenceAnswer }) {
  const [base, setBase] = useState({ users: String(licence.licensedUsers), expiresOn: licence.expiresOn });
  const [users, setUsers] = useState(base.users);
  const [expiresOn, setExpiresOn] = useState(base.expiresOn);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const save = useSaveLicence();
  const leaveQuestion = useLeaveGuard(users !== base.users || expiresOn !== base.expiresOn);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const count = users.trim() === '' ? Number.NaN : Number(users);
    const found: Errors = {};
    const usersProblem = licensedUsersProblem(count, licence.activeUsers);
    if (usersProblem) found.licensedUsers = usersProblem;
    const dateProblem = expiryDateProblem(expiresOn);
    if (dateProblem) found.expiresOn = dateProblem;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    try {
      await save.mutateAsync({ licensedUsers: count, expiresOn });
      setBase({ users: String(count), expiresOn });
      setUsers(String(count));
      showDoneToast('The licence is saved.');
    } catch (failure) {
      const error = toApiError(failure);
      const fieldErrors = error.fieldErrors ?? {};
      const placed: Errors = { licensedUsers: fieldErrors.licensedUsers, expiresOn: fieldErrors.expiresOn };
      setErrors(placed);
      if (!placed.licensedUsers && !placed.expiresOn && !error.isNetwork && !error.isSessionOver)
        setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };

  const described = (field: Field) => (errors[field] ? `licence-${field}-error` : undefined);
  return (
    <section className="card" aria-labelledby="renew-title">
      <div className="card-body">
        <h2 id="renew-title" className="h5 card-title mb-3">
          Renew or change
        </h2>
        <Form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby="renew-title"
          style={{ maxWidth: '24rem' }}
        >
          {refusal && (
            <Alert variant="danger" role="alert">
              {refusal}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="licence-licensedUsers">
            <Form.Label>Licensed users</Form.Label>
            <Form.Control
              type="number"
              min={1}
              step={1}
              value={users}
              onChange={(event) => setUsers(event.target.value)}
              isInvalid={!!errors.licensedUsers}
              aria-invalid={!!errors.licensedUsers}
              aria-describedby={described('licensedUsers')}
            />
            <Form.Control.Feedback id="licence-licensedUsers-error" type="invalid">
              {errors.licensedUsers}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="licence-expiresOn">
            <Form.Label>Valid till</Form.Label>
            <Form.Control
              type="date"
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
              isInvalid={!!errors.expiresOn}
              aria-invalid={!!errors.expiresOn}
              aria-describedby={described('expiresOn')}
            />
            <Form.Control.Feedback id="licence-expiresOn-error" type="invalid">
              {errors.expiresOn}
            </Form.Control.Feedback>
          </Form.Group>
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save the licence
          </LoadingButton>
        </Form>
        {leaveQuestion}
      </div>
    </section>
  );
}
