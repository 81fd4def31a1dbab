// /portal/customer/notic: the login-notification mail (customer/update/notification; applies at once)
// and the customer's recent logins (customer/loginHistory) with how each was made, and
// 「心当たりがない」 on the ones that may still be reported.
import { useState } from 'react';
import { Button, Flex, Table, Tag } from 'antd';
import { Note, PageFrame, Panel, Stack, VisuallyHidden } from '@portal/kit';
import { activeSessionTitle, customerApi, endpoints, formatDateTime, loginMethodLabels } from '@portal/shared-kernel';
import type { LoginDevice, LoginPlatform, LoginRecord } from '@portal/shared-kernel/contract';
import { useEndpointQuery } from '@portal/shared-kernel/react';
import { useProfile } from '../../lib/profile.ts';
import { texts } from '../../lib/texts.ts';
import { FlagSetting } from './flag-setting.tsx';
import { ReportLoginDialog, type ReportTarget } from './report-login-dialog.tsx';

const environment = (r: LoginRecord) => activeSessionTitle({ platform: r.platform as LoginPlatform, device: r.device as LoginDevice });
const deviceOf = (r: LoginRecord) => r.deviceName ?? r.device;

export default function LoginNoticePage() {
  const profile = useProfile();
  const logins = useEndpointQuery(endpoints.customer.loginHistory);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  return (
    <PageFrame
      title={texts.noticTitle}
      lead={texts.noticLead}
      query={[profile, logins]}
      render={() => (
        <Stack gap={24} maxWidth={860}>
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
              scroll={{ x: 'max-content' }}
              rowKey="id"
              dataSource={logins.data!}
              columns={[
                {
                  title: texts.loginAt,
                  dataIndex: 'loggedInAt',
                  render: (at: string, r) => (
                    <Flex vertical gap={2} align="flex-start">
                      <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>
                      {r.current && <Tag color="green">{texts.thisSession}</Tag>}
                    </Flex>
                  ),
                },
                { title: texts.loginMethod, dataIndex: 'method', render: (_: unknown, r) => loginMethodLabels[r.method] },
                {
                  title: texts.loginDevice,
                  key: 'device',
                  render: (_: unknown, r) => (
                    <Flex vertical gap={2}>
                      <span>{deviceOf(r)}</span>
                      <Note>{environment(r)}</Note>
                    </Flex>
                  ),
                },
                {
                  title: <VisuallyHidden>{texts.notMe}</VisuallyHidden>,
                  key: 'report',
                  align: 'right',
                  // Pinned: on a phone the other columns scroll under it, the button stays in view.
                  fixed: 'right',
                  render: (_: unknown, r) =>
                    r.reportedAt ? (
                      <Tag color="red">{texts.reported}</Tag>
                    ) : r.reportable ? (
                      <Button
                        size="small"
                        danger
                        onClick={() => setReporting({ id: r.id, when: formatDateTime(r.loggedInAt), where: `${deviceOf(r)}・${environment(r)}` })}
                      >
                        {texts.notMe}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </Panel>
          <ReportLoginDialog target={reporting} onClose={() => setReporting(null)} />
        </Stack>
      )}
    />
  );
}
