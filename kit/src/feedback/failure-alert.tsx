// A failed call, next to the form it belongs to (form calls do not toast: the message stays where the
// customer looks). `text` turns the error into the Japanese message (the kit's catalogue by default;
// a remote passes its own when some failures have texts of their own).
import { SpacedAlert } from '../layout/spaced-alert.tsx';
import { errorText } from './errors.ts';

export interface FailureAlertProps {
  error: unknown;
  text?: (error: unknown) => string | null;
  testId?: string;
}

export function FailureAlert({ error, text = errorText, testId = 'failure-alert' }: FailureAlertProps) {
  const message = error ? text(error) : null;
  if (!message) return null;
  return <SpacedAlert type="error" role="alert" title={message} data-testid={testId} />;
}
