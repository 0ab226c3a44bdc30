import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveLicence } from './licence-api';
import { expiryDateProblem, licensedUsersProblem, type LicenceAnswer } from './licence-rules';

interface Values {
  licensedUsers: string;
  expiresOn: string;
}

const count = (users: string) => (users.trim() === '' ? Number.NaN : Number(users));

/** The licence rules (the same the server runs), each problem beside its field. */
const licenceSchema = (activeUsers: number) =>
  checkedBy(z.object({ licensedUsers: z.string(), expiresOn: z.string() }), (values) => {
    const problems: FieldProblem[] = [];
    const users = licensedUsersProblem(count(values.licensedUsers), activeUsers);
    if (users) problems.push({ field: 'licensedUsers', message: users });
    const date = expiryDateProblem(values.expiresOn);
    if (date) problems.push({ field: 'expiresOn', message: date });
    return problems;
  });

/** "Renew or change": the licensed users and the expiry date, checked here and again by the server. */
export function LicenceForm({ licence }: { licence: LicenceAnswer }) {
  const form = useForm<Values>({
    resolver: zodResolver(licenceSchema(licence.activeUsers)),
    defaultValues: { licensedUsers: String(licence.licensedUsers), expiresOn: licence.expiresOn },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { submit } = useRepeatSubmit();
  const save = useSaveLicence();
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);

  const send = form.handleSubmit((values) =>
    submit(async () => {
      const saved = { licensedUsers: count(values.licensedUsers), expiresOn: values.expiresOn };
      try {
        await save.mutateAsync(saved);
      } catch (failure) {
        const error = toApiError(failure);
        const { licensedUsers, expiresOn } = error.fieldErrors ?? {};
        if (licensedUsers) form.setError('licensedUsers', { type: 'server', message: licensedUsers });
        if (expiresOn) form.setError('expiresOn', { type: 'server', message: expiresOn });
        if (!licensedUsers && !expiresOn && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        return;
      }
      // What is saved is the form's new starting point: nothing is left to lose.
      form.reset({ licensedUsers: String(saved.licensedUsers), expiresOn: saved.expiresOn });
      showDoneToast('The licence is saved.');
    }),
  );

  return (
    <section className="card" aria-labelledby="renew-title">
      <div className="card-body">
        <h2 id="renew-title" className="h5 card-title mb-3">
          Renew or change
        </h2>
        <Form
          noValidate
          onSubmit={(event) => {
            setRefusal(null);
            void send(event);
          }}
          aria-labelledby="renew-title"
          style={{ maxWidth: '24rem' }}
        >
          <RefusalAlert text={refusal} />
          <Field
            form={form}
            name="licensedUsers"
            id="licence-licensedUsers"
            label="Licensed users"
            type="number"
            min={1}
            step="1"
          />
          <Field form={form} name="expiresOn" id="licence-expiresOn" label="Valid till" type="date" />
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save the licence
          </LoadingButton>
        </Form>
        {leaveQuestion}
      </div>
    </section>
  );
}
