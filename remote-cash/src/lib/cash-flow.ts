// The set-up the money flows (quick deposit, transfer, withdrawal) share on the kit's step flow: which
// accounts their switches leave usable, the input form on the kernel's request schema, the server's check
// that opens the confirmation, and what their input step is given.
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { formResolver, useStepFlow } from '@portal/kit';
import type { StepFlow } from '@portal/kit';
import type { CashAccount, FeatureGroup, FeatureSwitches } from '@portal/shared-kernel';
import { switchRefusal } from './cash.ts';

/** What a flow's input step (入力) is given. */
export interface CashInputProps<A extends CashAccount, V extends FieldValues> {
  accounts: A[];
  /** Why an account cannot be used (its switch is off), or null. */
  refusal: (a: A) => string | null;
  /** Enough accounts can be used for the flow; otherwise the form is disabled and says why. */
  usable: boolean;
  /** The check's failure while on the input step. */
  error: unknown;
  form: UseFormReturn<V>;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
}

export interface CashFlowOptions<A extends CashAccount, V extends FieldValues, C> {
  accounts: A[];
  switches: FeatureSwitches;
  /** The switches that must be on for an account to be offered. */
  groups: readonly FeatureGroup[];
  /** The kernel's request schema of the check (the form validates with it). */
  schema: Parameters<typeof formResolver>[0];
  defaultValues: (refusal: (a: A) => string | null) => DefaultValues<V>;
  /** How many usable accounts the flow needs (a transfer: two). */
  needs?: number;
  /** The server's check of the typed values; its answer is what the confirmation shows. */
  check: (values: V, accountOf: (no: string) => A) => Promise<C>;
  /** Called when the check's answer opened the confirmation. */
  onConfirm?: () => void;
}

export interface CashFlow<A extends CashAccount, V extends FieldValues, C, R> {
  flow: StepFlow<C, R>;
  form: UseFormReturn<V>;
  accountOf: (no: string) => A;
  /** The input step's props (its submit runs the check). */
  inputStep: CashInputProps<A, V>;
}

export function useCashFlow<A extends CashAccount, V extends FieldValues, C, R>({
  accounts,
  switches,
  groups,
  schema,
  defaultValues,
  needs = 1,
  check,
  onConfirm,
}: CashFlowOptions<A, V, C>): CashFlow<A, V, C, R> {
  const refusal = (a: A) => switchRefusal(switches, groups, a);
  const usable = accounts.filter((a) => refusal(a) === null).length >= needs;
  const form = useForm<V>({ resolver: formResolver<V>(schema), defaultValues: defaultValues(refusal) });
  const flow = useStepFlow<C, R>();
  const accountOf = (no: string) => accounts.find((a) => a.accountNo === no) as A;
  const onSubmit = form.handleSubmit(async (values) => {
    if (await flow.check(() => check(values, accountOf))) onConfirm?.();
  });
  return {
    flow,
    form,
    accountOf,
    inputStep: { accounts, refusal, usable, error: flow.stage === 'input' ? flow.error : null, form, onSubmit },
  };
}
