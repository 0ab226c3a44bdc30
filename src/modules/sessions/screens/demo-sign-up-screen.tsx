import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, type RegisterOptions } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { Field, type FieldType } from '../../../components/form/field';
import { DEMO_SIGN_IN_DELAY_MS } from '../../../lib/session/demo-auth';
import { DemoNote, DemoOutcome } from './demo-outcome';
import { EMAIL_RULE } from './email-rule';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

const RULES: { [K in keyof SignUpValues]: RegisterOptions<SignUpValues, K> } = {
  name: { validate: (value) => value.trim() !== '' || 'Enter your name.' },
  email: EMAIL_RULE,
  password: { minLength: { value: 8, message: 'Use at least 8 characters.' }, required: 'Use at least 8 characters.' },
  confirm: { validate: (value, values) => value === values.password || 'The passwords do not match.' },
};
const wait = () => new Promise((resolve) => setTimeout(resolve, DEMO_SIGN_IN_DELAY_MS));

export function DemoSignUpScreen() {
  const [done, setDone] = useState(false);
  const form = useForm<SignUpValues>({ defaultValues: { name: '', email: '', password: '', confirm: '' } });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    await wait();
    setDone(true);
  });
  const field = (name: keyof SignUpValues, label: string, type: FieldType = 'text') => (
    <Field id={`signup-${name}`} label={label} type={type} form={form} name={name} rules={RULES[name]} />
  );
  return (
    <>
      <h1 className="h4 mb-3">Sign up (demo)</h1>
      {done ? (
        <DemoOutcome>
          The form is valid. Real accounts are created by your administrator under Admin, Users.
        </DemoOutcome>
      ) : (
        <Form noValidate onSubmit={submit} aria-label="Demo sign up">
          {field('name', 'Your name')}
          {field('email', 'Email address', 'email')}
          {field('password', 'Password', 'password')}
          {field('confirm', 'Repeat the password', 'password')}
          <LoadingButton loading={isSubmitting} className="w-100">
            Sign up
          </LoadingButton>
        </Form>
      )}
      <DemoNote />
    </>
  );
}
