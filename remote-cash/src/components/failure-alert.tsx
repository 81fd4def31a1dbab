// A failed call, next to the form (the cash calls do not toast: the message belongs to the form).
import { Alert } from 'antd';
import { cashErrorText } from '../lib/cash.ts';

export function FailureAlert({ error }: { error: unknown }) {
  const text = error ? cashErrorText(error) : null;
  if (!text) return null;
  return <Alert type="error" showIcon role="alert" title={text} style={{ marginBottom: 16 }} data-testid="cash-error" />;
}
