import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { demoSignIn } from '../../../lib/session/demo-auth';
import { DemoNote, DemoOutcome } from './demo-outcome';

// The template's demo checks no credentials: whatever is typed signs in.
const schema = z.object({ email: z.string(), password: z.string() });
type Values = z.infer<typeof schema>;

export function DemoSignInScreen() {
  const [state, setState] = useState<'idle' | 'waiting' | 'done'>('idle');
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async () => {
    if (state === 'waiting') return;
    setState('waiting');
    await demoSignIn();
    setState('done');
  });
  return (
    <>
      <h1 className="h4 mb-3">Sign in (demo)</h1>
      {state === 'done' ? (
        <DemoOutcome>Demo sign-in complete: the demo status is now signed in.</DemoOutcome>
      ) : (
        <Form onSubmit={(event) => void submit(event)} aria-label="Demo sign in">
          <Field form={form} name="email" id="demo-email" label="Email address" type="email" autoComplete="email" />
          <Field
            form={form}
            name="password"
            id="demo-password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <LoadingButton loading={state === 'waiting'} className="w-100">
            Sign in
          </LoadingButton>
        </Form>
      )}
      <DemoNote />
    </>
  );
}
