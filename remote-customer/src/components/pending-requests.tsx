// Changes waiting for review (customer/customerModifyDetail): what was asked, when, which documents
// are needed; in development a button approves the request (customer/dev/approveModify).
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { endpoints, formatDateTime } from '@portal/shared-kernel';
import type { ModifyKind, ModifyRequestSummary } from '@portal/shared-kernel';
import { useEndpointMutation } from '@portal/shared-kernel/react';
import { ConfirmList, buttonLoading } from '@portal/kit';
import { PROFILE_QUERIES } from '../lib/profile.ts';
import { texts } from '../lib/texts.ts';
import { FailureAlert } from './failure-alert.tsx';
import { IdentityUpload } from './identity-upload.tsx';

export function PendingRequests({
  requests,
  kind,
  devApproval,
}: {
  requests: readonly ModifyRequestSummary[];
  kind: ModifyKind;
  devApproval: boolean;
}) {
  const approve = useEndpointMutation(endpoints.customer.devApproveModify, { notify: false, invalidates: PROFILE_QUERIES });
  const mine = requests.filter((r) => r.kind === kind);
  if (mine.length === 0) return null;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 24 }} data-testid="pending-request">
      {mine.map((r) => (
        <Alert
          key={r.id}
          type="info"
          showIcon
          title={
            <Flex gap={8} align="center" wrap>
              <span>{texts.pendingTitle}</span>
              <Tag color="blue">{texts.statusPending}</Tag>
            </Flex>
          }
          description={
            <Flex vertical gap={8}>
              <Typography.Text>{texts.pendingLead(r.id, formatDateTime(r.requestedAt))}</Typography.Text>
              <ConfirmList rows={r.summary.map((line) => ({ label: line.label, value: line.value }))} />
              {r.documents.length > 0 && (
                <div>
                  <Typography.Text strong>{texts.documentsNeeded}</Typography.Text>
                  <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                    {r.documents.map((d) => (
                      <li key={d.name}>
                        {d.name}（{d.received ? texts.documentReceived : texts.documentMissing}）
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {r.documents.some((d) => !d.received) && <IdentityUpload id={`identity-upload-${r.id}`} kind={r.kind} requestId={r.id} />}
              {devApproval && (
                <div>
                  <FailureAlert error={approve.error} />
                  <Button
                    onClick={() => void approve.run({ id: r.id }).catch(() => undefined)}
                    loading={buttonLoading(approve.pending)}
                    data-testid="dev-approve"
                  >
                    {texts.devApprove}
                  </Button>
                </div>
              )}
            </Flex>
          }
        />
      ))}
    </Flex>
  );
}
