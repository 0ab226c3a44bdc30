import Alert from 'react-bootstrap/Alert';

/** Shown when a URL asks for an action (new, edit) the user's roles do not grant. */
export function NotPermittedAction() {
  return (
    <Alert variant="warning" role="alert">
      You are not permitted to do this on this screen.
    </Alert>
  );
}
