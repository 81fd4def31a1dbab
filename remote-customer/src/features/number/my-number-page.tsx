// /portal/customer/number: whether My Number is registered (customer/check/myNumber; the number and
// the images are never shown back) and the upload of the My Number card or notification (the side,
// a file or a photo, its preview, then resource/sessionToken and public/user/uploadMyNumberDoc).
import { Flex, Tag, Typography } from 'antd';
import { ConfirmList, Note, PageFrame, Panel, Stack } from '@portal/kit';
import { endpoints, formatDateTime } from '@portal/shared-kernel';
import { useEndpointQuery } from '@portal/shared-kernel/react';
import { DocumentUpload } from '../../components/document-upload.tsx';
import { texts } from '../../lib/texts.ts';

export default function MyNumberPage() {
  const status = useEndpointQuery(endpoints.customer.checkMyNumber);
  return (
    <PageFrame
      title={texts.numberTitle}
      lead={texts.numberLead}
      query={status}
      render={() => {
        const s = status.data!;
        return (
          <Stack gap={24} maxWidth={760}>
            <Panel title={texts.numberStatus} size="small" data-testid="my-number-status">
              <Flex vertical gap={8}>
                <div>
                  {s.registered ? <Tag color="green">{texts.registered}</Tag> : <Tag>{texts.notRegistered}</Tag>}
                  {s.registeredAt && <Typography.Text type="secondary">{texts.registeredAt(formatDateTime(s.registeredAt))}</Typography.Text>}
                </div>
                {s.documents.length > 0 && (
                  <ConfirmList
                    rows={s.documents.map((d) => ({ label: texts.sides[d.side], value: `${d.fileName}（${formatDateTime(d.uploadedAt)}）` }))}
                  />
                )}
                <Note>{texts.numberNeverShown}</Note>
              </Flex>
            </Panel>
            <Panel title={texts.numberUpload}>
              <Stack maxWidth={560}>
                <DocumentUpload id="number-file" label={texts.file} kind="my_number" invalidates={[endpoints.customer.checkMyNumber]} size="large" />
              </Stack>
            </Panel>
          </Stack>
        );
      }}
    />
  );
}
