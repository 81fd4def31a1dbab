// The kit's FailureAlert under the customer pages' test id.
import { FailureAlert as KitFailureAlert } from '@portal/kit';

export const FailureAlert = ({ error }: { error: unknown }) => <KitFailureAlert error={error} testId="customer-error" />;
