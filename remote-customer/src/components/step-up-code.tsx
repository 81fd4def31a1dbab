// The e-mailed code a change of the e-mail address or of the bank account needs (step-up): the
// kit's code step, sent for `purpose`, with the way back to the input. The page keeps what was sent,
// so going back and returning does not reset the resend countdown.
import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { CodeStep, sentCodeFrom } from '@portal/kit';
import type { SentCode } from '@portal/kit';
import { customerApi } from '@portal/shared-kernel';
import { texts } from '../lib/texts.ts';

export interface StepUpCodeProps {
  purpose: 'email' | 'bank';
  id: string;
  submitLabel: string;
  sent: SentCode | null;
  onSent: (sent: SentCode) => void;
  verify: (verifyCode: string, sessionId: string) => Promise<void>;
  onBack: () => void;
  /** Shown above the code (e.g. what is being changed). */
  children?: ReactNode;
}

export function StepUpCode({ purpose, id, submitLabel, sent, onSent, verify, onBack, children }: StepUpCodeProps) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      {children}
      <Typography.Paragraph>{texts.codeLead}</Typography.Paragraph>
      <CodeStep
        sent={sent}
        send={async () => sentCodeFrom(await customerApi.sendProfileVerifyEmail({ purpose }, { notify: false }))}
        onSent={onSent}
        verify={verify}
        id={id}
        formLabel={texts.codeFormLabel}
        submitLabel={submitLabel}
        secondary={
          <Button size="large" onClick={onBack}>
            {texts.edit}
          </Button>
        }
      />
    </Flex>
  );
}
