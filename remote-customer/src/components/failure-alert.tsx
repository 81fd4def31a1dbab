// A failed call, next to the form (the customer pages' calls do not toast: the message belongs to the form).
import { Alert } from 'antd';
import { errorText } from '@portal/kit';

export function FailureAlert({ error }: { error: unknown }) {
  const text = error ? errorText(error) : null;
  if (!text) return null;
  return <Alert type="error" showIcon role="alert" title={text} style={{ marginBottom: 16 }} data-testid="customer-error" />;
}
