// /portal/customer/verify2 and /portal/customer/corp/verify2: the multi-factor change (spec §2, §4).
import { Card, Flex, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { texts } from '../../lib/texts.ts';
import { MfaChangeFlow } from './mfa-change-flow.tsx';
import { canTurnOff } from './mfa-rules.ts';
import { useMfaState } from './use-mfa-state.ts';

export default function MfaChangePage() {
  const { current, setting } = useMfaState();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Flex align="center" gap={10}>
        <SafetyCertificateOutlined aria-hidden style={{ fontSize: 22, color: '#1d4e89' }} />
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {texts.mfaTitle}
        </Typography.Title>
      </Flex>
      <Card>
        <Typography.Paragraph style={{ lineHeight: 1.8 }}>{texts.mfaLead}</Typography.Paragraph>
        <Flex
          align="center"
          gap={12}
          style={{ padding: '12px 16px', background: '#f5f7fa', borderRadius: 6, marginBottom: 24 }}
          data-testid="mfa-current"
        >
          <Typography.Text type="secondary">{texts.mfaCurrent}</Typography.Text>
          {current === null ? (
            <Typography.Text type="secondary">--</Typography.Text>
          ) : (
            <Tag color={current ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
              {current ? texts.mfaStateOn : texts.mfaStateOff}
            </Tag>
          )}
        </Flex>
        <div style={{ maxWidth: 520 }}>
          <MfaChangeFlow current={current} forced={false} allowOff={canTurnOff(setting, true)} />
        </div>
      </Card>
    </Flex>
  );
}
