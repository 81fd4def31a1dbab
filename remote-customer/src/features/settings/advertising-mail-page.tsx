// /portal/customer/ad: advertising mail on or off (customer/update/advertisement; applies at once).
import { Flex } from 'antd';
import { PageFrame } from '@portal/kit';
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
        <Flex vertical style={{ maxWidth: 640 }}>
          <FlagSetting
            testId="ad-setting"
            label={texts.adLabel}
            value={profile.data!.advertisement}
            save={(on) => customerApi.updateAdvertisement({ advertisement: on }, { notify: false })}
          />
        </Flex>
      )}
    />
  );
}
