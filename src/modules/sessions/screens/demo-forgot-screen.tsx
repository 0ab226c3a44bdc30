import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { Field } from '../../../components/form/field';
import { DEMO_SIGN_IN_DELAY_MS } from '../../../lib/session/demo-auth';
import { DemoNote, DemoOutcome } from './demo-outcome';
import { EMAIL_RULE } from './email-rule';

interface ForgotValues {
  email: string;
}

export function DemoForgotScreen() {
  const [done, setDone] = useState(false);
  const form = useForm<ForgotValues>({ defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    () => new Promise<void>((resolve) => setTimeout(() => (setDone(true), resolve()), DEMO_SIGN_IN_DELAY_MS)),
  );
  return (
    <>
      <h1 className="h4 mb-3">Forgot password (demo)</h1>
      {done ? (
        <DemoOutcome>
          Passwords are reset by your administrator (Admin, Users, Reset password). Ask them for a new one.
        </DemoOutcome>
      ) : (
        <Form noValidate onSubmit={submit} aria-label="Forgot password">
          <Field
            id="forgot-email"
            label="Email address"
            type="email"
            autoComplete="email"
            form={form}
            name="email"
            rules={EMAIL_RULE}
          />
          <LoadingButton loading={isSubmitting} className="w-100">
            Send
          </LoadingButton>
        </Form>
      )}
      <DemoNote />
    </>
  );
}
