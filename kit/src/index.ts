// `@portal/kit`: the UI and app kit of the host and every remote (see README). Bundled into each
// app (tree-shaken per app), not shared at run time.
export { Field, TextField, PasswordField, CodeField, SelectField, RadioField, CheckboxField, FormShell } from './forms/fields.tsx';
export type { FieldProps, TextFieldProps, PasswordFieldProps, CodeFieldProps, SelectFieldProps, RadioFieldProps, Option } from './forms/fields.tsx';
export { EmailField, NameKanaFields, PhoneField } from './forms/field-groups.tsx';
export type { EmailFieldProps, NameKanaFieldsProps, PhoneFieldProps } from './forms/field-groups.tsx';
export { formResolver } from './forms/resolver.ts';
export { bothCalendars, JapaneseDateField } from './forms/date-field.tsx';
export type { JapaneseDateFieldProps } from './forms/date-field.tsx';
export { PasswordWarnings, passwordWarningTexts, usePasswordWarnings } from './forms/password-warnings.tsx';
export type { PasswordWarningState } from './forms/password-warnings.tsx';
export { useCountdown } from './code/use-countdown.ts';
export type { Countdown } from './code/use-countdown.ts';
export { ResendButton, resendLabel } from './code/resend-button.tsx';
export type { ResendButtonProps } from './code/resend-button.tsx';
export { CodeStep, sentCodeFrom } from './code/code-step.tsx';
export type { CodeStepProps, SentCode } from './code/code-step.tsx';
export { ResultView } from './feedback/result-view.tsx';
export type { ResultViewProps } from './feedback/result-view.tsx';
export { LoadFailed } from './feedback/load-failed.tsx';
export { FailureAlert } from './feedback/failure-alert.tsx';
export type { FailureAlertProps } from './feedback/failure-alert.tsx';
export { errorText, inlineErrorText, isFormFailure } from './feedback/errors.ts';
export { buttonLoading, LOADING_DELAY_MS } from './feedback/loading.ts';
export { PageFrame } from './page/page-frame.tsx';
export { Panel } from './page/panel.tsx';
export type { PanelProps } from './page/panel.tsx';
export type { FrameQuery, PageFrameProps } from './page/page-frame.tsx';
export { useTimedAction } from './hooks/use-timed-action.ts';
export { kitTexts } from './texts.ts';
export { AmountField, normalizeAmountInput } from './money/amount-field.tsx';
export type { AmountFieldProps } from './money/amount-field.tsx';
export { ConfirmList } from './money/confirm-list.tsx';
export type { ConfirmRow } from './money/confirm-list.tsx';
// The step flow of an application or a change (入力 → 確認 → (認証) → 完了) with its idempotency key.
export { useStepFlow, newSubmissionKey } from './step-flow/use-step-flow.ts';
export type { StepFlow, StepFlowStage } from './step-flow/use-step-flow.ts';
export { StepFlowView, StepFlowSteps, NextButton, ConfirmActions } from './step-flow/step-flow-view.tsx';
export type { StepFlowViewProps, StepFlowStepsProps, ConfirmActionsProps } from './step-flow/step-flow-view.tsx';
export { VisuallyHidden, visuallyHiddenStyle } from './a11y/visually-hidden.tsx';
// Step-up before an important operation (docs/passkeys.md): the 「本人確認」 dialog and the hook that
// sends a refused call again with the token.
export { useStepUp, StepUpCancelledError, isStepUpCancelled, stepUpMethodsOf } from './step-up/use-step-up.tsx';
export type { StepUp, StepUpHeaders } from './step-up/use-step-up.tsx';
export { StepUpDialog, stepUpMethodsFor } from './step-up/step-up-dialog.tsx';
export type { StepUpDialogProps, StepUpProof, StepUpRequest } from './step-up/step-up-dialog.tsx';
export { isPasskeyCeremonyCancelled, passkeyErrorText } from './step-up/passkey-errors.ts';
