// Old / new / confirmation of the login password (spec §5), sent to customer/resetPwd after the step-up
// 「本人確認」 (loginPasswordChange, docs/passkeys.md). Input max 15.
import { FormShell, Note, PasswordField, buttonLoading, formResolver, useStepUp } from '@portal/kit';
import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useForm } from 'react-hook-form';
import {
  customerApi,
  customerInfoAtom,
  LOGIN_PASSWORD_INPUT_MAX,
  loginPasswordChangeSchema,
  type LoginPasswordChangeOutput,
} from '@portal/shared-kernel';
import { usePortalAtomValue } from '@portal/shared-kernel/react';
import { PasswordNotice } from '../../components/password-notice.tsx';
import { texts } from '../../lib/texts.ts';

export interface LoginPasswordFormProps {
  onSuccess: () => void;
  /** Extra buttons beside the submit button (the forced prompt's 「あとで変更する」). */
  secondaryAction?: ReactNode;
  idPrefix?: string;
}

export function LoginPasswordForm({ onSuccess, secondaryAction, idPrefix = 'login-pwd' }: LoginPasswordFormProps) {
  const customer = usePortalAtomValue(customerInfoAtom);
  const { control, handleSubmit, formState } = useForm<LoginPasswordChangeOutput>({
    resolver: formResolver<LoginPasswordChangeOutput>(loginPasswordChangeSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const stepUp = useStepUp();
  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    if (!customer) return;
    const request = { customerNo: customer.customerNo, oldPwd: oldPassword, newPwd: newPassword };
    try {
      await stepUp.run('loginPasswordChange', (headers) => customerApi.resetPwd(request, { headers }));
      onSuccess();
    } catch {
      // Spec §8: a failed password call only stops the loading indicator; the client showed the reason.
      // A cancelled step-up shows nothing either.
    }
  });

  const common = { control, maxLength: LOGIN_PASSWORD_INPUT_MAX };
  return (
    <>
      {stepUp.dialog}
      <FormShell onSubmit={onSubmit} ariaLabel={texts.loginPasswordTitle} autoComplete="off">
        <Note paragraph size="compact">
          {texts.loginPasswordLead}
        </Note>
        <PasswordField {...common} name="oldPassword" id={`${idPrefix}-old`} label={texts.loginOldPassword} purpose="current" autoFocus />
        <PasswordField
          {...common}
          name="newPassword"
          id={`${idPrefix}-new`}
          label={texts.loginNewPassword}
          purpose="new"
          extra={texts.loginPasswordRule}
        />
        <PasswordField {...common} name="confirmPassword" id={`${idPrefix}-confirm`} label={texts.loginConfirmPassword} purpose="new" />
        <PasswordNotice />
        <Flex gap={12} justify="flex-end">
          {secondaryAction}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={buttonLoading(formState.isSubmitting)}
            style={{ minWidth: 160 }}
            block={!secondaryAction}
          >
            {texts.loginPasswordSubmit}
          </Button>
        </Flex>
      </FormShell>
    </>
  );
}
