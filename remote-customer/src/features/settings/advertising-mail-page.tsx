// /portal/customer/ad: advertising mail on or off (customer/update/advertisement; applies at once).
import { PageFrame, Stack } from '@portal/kit';
import { customerApi } from '@portal/shared-kernel';
import { useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { FlagSetting } from './flag-setting.tsx';

export default function AdvertisingMailPage() {
  const profile = useProfile();
  return (
    <PageFrame
      title={texts.adTitle}
      lead={texts.adLead}
      query={profile}
      render={() => (
        <Stack maxWidth={640}>
          <FlagSetting
            testId="ad-setting"
            label={texts.adLabel}
            value={profile.data!.advertisement}
            save={(on) => customerApi.updateAdvertisement({ advertisement: on }, { notify: false })}
          />
        </Stack>
      )}
    />
  );
}
