// /portal/customer/contract-msg: the execution-notice mail of SEC-CFD holders (customer/update/ContractNotice).
import { PageFrame, Stack } from '@portal/kit';
import { customerApi } from '@portal/shared-kernel';
import { useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { FlagSetting } from './flag-setting.tsx';

export default function ExecutionNoticePage() {
  const profile = useProfile();
  return (
    <PageFrame
      title={texts.contractTitle}
      lead={texts.contractLead}
      query={profile}
      render={() => (
        <Stack maxWidth={640}>
          <FlagSetting
            testId="contract-setting"
            label={texts.contractLabel}
            value={profile.data!.contractNotice}
            save={(on) => customerApi.updateContractNotice({ contractNotice: on }, { notify: false })}
          />
        </Stack>
      )}
    />
  );
}
