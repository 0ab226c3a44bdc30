import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { demoSignIn } from '../../../lib/session/demo-auth';
import { DemoNote, DemoOutcome } from './demo-outcome';

export function DemoSignInScreen() {
  const [state, setState] = useState<'idle' | 'waiting' | 'done'>('idle');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (state === 'waiting') return;
    setState('waiting');
    await demoSignIn();
    setState('done');
  };
  return (
    <>
      <h1 className="h4 mb-3">Sign in (demo)</h1>
      {state === 'done' ? (
        <DemoOutcome>Demo sign-in complete: the demo status is now signed in.</DemoOutcome>
      ) : (
        <Form onSubmit={submit} aria-label="Demo sign in">
          <Form.Group className="mb-3" controlId="demo-email">
            <Form.Label>Email address</Form.Label>
            <Form.Control type="email" autoComplete="email" />
          </Form.Group>
          <Form.Group className="mb-3" controlId="demo-password">
            <Form.Label>Password</Form.Label>
            <Form.Control type="password" autoComplete="current-password" />
          </Form.Group>
          <LoadingButton loading={state === 'waiting'} className="w-100">
            Sign in
          </LoadingButton>
        </Form>
      )}
      <DemoNote />
    </>
  );
}
