// The kit's FailureAlert with the cash texts: a switched-off feature has a message of its own.
import { FailureAlert as KitFailureAlert } from '@portal/kit';
import { cashErrorText } from '../lib/cash.ts';

export const FailureAlert = ({ error }: { error: unknown }) => <KitFailureAlert error={error} text={cashErrorText} testId="cash-error" />;
