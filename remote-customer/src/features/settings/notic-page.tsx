// /portal/customer/notic: the login-notification mail (customer/update/notification; applies at once)
// and the customer's recent logins (customer/loginHistory).
import { Flex, Table, Tag } from 'antd';
import { PageFrame, Panel } from '@portal/kit';
import { activeSessionTitle, customerApi, formatDateTime } from '@portal/shared-kernel';
import type { LoginDevice, LoginPlatform } from '@portal/shared-kernel/contract';
import { useApiQuery } from '@portal/shared-kernel/react';
import { useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { FlagSetting } from './flag-setting.tsx';

export default function NoticPage() {
  const profile = useProfile();
  const logins = useApiQuery(['loginHistory'], (signal) => customerApi.loginHistory({ signal }));
  return (
    <PageFrame
      title={texts.noticTitle}
      lead={texts.noticLead}
      query={[profile, logins]}
      render={() => (
        <Flex vertical gap={24} style={{ maxWidth: 760 }}>
          <FlagSetting
            testId="notic-setting"
            label={texts.noticLabel}
            value={profile.data!.loginNotice}
            save={(on) => customerApi.updateNotification({ loginNotice: on }, { notify: false })}
          />
          <Panel title={texts.recentLogins} size="small">
            <Table
              data-testid="login-history"
              size="small"
              pagination={false}
              rowKey={(r) => `${r.loggedInAt}-${r.device}-${r.platform}`}
              dataSource={logins.data!}
              columns={[
                {
                  title: texts.loginAt,
                  dataIndex: 'loggedInAt',
                  render: (at: string, r) => (
                    <>
                      {formatDateTime(at)} {r.current && <Tag color="green">{texts.thisSession}</Tag>}
                    </>
                  ),
                },
                {
                  title: texts.loginPlatform,
                  dataIndex: 'platform',
                  render: (platform: string, r) => activeSessionTitle({ platform: platform as LoginPlatform, device: r.device as LoginDevice }),
                },
                { title: texts.loginDevice, dataIndex: 'device' },
              ]}
            />
          </Panel>
        </Flex>
      )}
    />
  );
}
