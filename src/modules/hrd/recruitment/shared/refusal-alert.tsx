import Alert from 'react-bootstrap/Alert';

/** The server's refusal or a failed save, in words, where the user looks. */
export function RefusalAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert variant="danger" role="alert">
      {text}
    </Alert>
  );
}
