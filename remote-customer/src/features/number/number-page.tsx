// /portal/customer/number: whether My Number is registered (customer/check/myNumber; the number and
// the images are never shown back) and the upload of the My Number card or notification
// (resource/sessionToken, then public/user/uploadMyNumberDoc with the `sessiontoken` header, 60 s).
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Radio, Tag, Typography } from 'antd';
import { ConfirmList, PageFrame, Panel } from '@portal/kit';
import { customerApi, formatDateTime, publicApi, resourceApi } from '@portal/shared-kernel';
import { useApiMutation, useApiQuery } from '@portal/shared-kernel/react';
import { FailureAlert } from '../../components/failure-alert.tsx';

import { texts } from '../../lib/texts.ts';
import { MAX_UPLOAD_BYTES, readBytes, sniffType, toBase64 } from '../../lib/upload.ts';
import { UploadButton } from '../../components/upload-button.tsx';

type Side = 'front' | 'back' | 'single';

export default function NumberPage() {
  const status = useApiQuery(['checkMyNumber'], (signal) => customerApi.checkMyNumber({ signal }));
  const input = useRef<HTMLInputElement>(null);
  const [side, setSide] = useState<Side>('front');
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useApiMutation(
    async (chosen: { file: File; side: Side }) => {
      const bytes = await readBytes(chosen.file);
      const { sessionToken } = await resourceApi.sessionToken({ notify: false });
      return publicApi.uploadMyNumberDoc(
        { side: chosen.side, fileName: chosen.file.name, content: toBase64(bytes) },
        { notify: false, headers: { sessiontoken: sessionToken } },
      );
    },
    { invalidates: [['checkMyNumber']] },
  );

  /** The file's problem (size, type by content), or null. */
  const check = async (picked: File): Promise<string | null> => {
    if (picked.size > MAX_UPLOAD_BYTES) return texts.fileTooLarge;
    if (!sniffType(await readBytes(picked.slice(0, 16)))) return texts.fileWrongType;
    return null;
  };

  const choose = async (picked: File | undefined) => {
    setDone(null);
    setFileName(picked?.name ?? null);
    setProblem(picked ? await check(picked) : null);
  };

  const send = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setProblem(texts.fileRequired);
    const issue = await check(file);
    setProblem(issue);
    if (issue) return;
    try {
      await upload.run({ file, side });
      setDone(texts.uploaded(texts.sides[side]));
      if (input.current) input.current.value = '';
      setFileName(null);
    } catch {
      // shown by the alert
    }
  };

  return (
    <PageFrame
      title={texts.numberTitle}
      lead={texts.numberLead}
      query={status}
      render={() => {
        const s = status.data!;
        return (
          <Flex vertical gap={24} style={{ maxWidth: 760 }}>
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
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {texts.numberNeverShown}
                </Typography.Text>
              </Flex>
            </Panel>
            <Panel title={texts.numberUpload}>
              <Flex vertical gap={16} style={{ maxWidth: 560 }}>
                {done && <Alert type="success" showIcon title={done} data-testid="upload-done" />}
                {problem && <Alert type="error" showIcon role="alert" title={problem} data-testid="customer-error" />}
                <FailureAlert error={upload.error} />
                <div>
                  <Typography.Text strong id="number-side-label">
                    {texts.side}
                  </Typography.Text>
                  <div>
                    <Radio.Group aria-labelledby="number-side-label" value={side} onChange={(e) => setSide(e.target.value as Side)}>
                      <Radio value="front">{texts.sides.front}</Radio>
                      <Radio value="back">{texts.sides.back}</Radio>
                      <Radio value="single">{texts.sides.single}</Radio>
                    </Radio.Group>
                  </div>
                </div>
                <div>
                  <label htmlFor="number-file" style={{ fontWeight: 600, display: 'block', marginBottom: 4 }}>
                    {texts.file}
                  </label>
                  {/* The browser's own file control speaks the browser's language: a Japanese button opens it. */}
                  <input
                    ref={input}
                    id="number-file"
                    type="file"
                    accept="image/jpeg,image/png,application/pdf"
                    onChange={(e) => void choose(e.target.files?.[0])}
                    style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                  />
                  <Flex gap={12} align="center" wrap>
                    <Button onClick={() => input.current?.click()}>{texts.chooseFile}</Button>
                    <Typography.Text type={fileName ? undefined : 'secondary'} data-testid="chosen-file">
                      {fileName ?? texts.noFile}
                    </Typography.Text>
                  </Flex>
                  <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
                    {texts.fileHint}
                  </Typography.Paragraph>
                </div>
                <div>
                  <UploadButton pending={upload.pending} onClick={() => void send()} size="large" />
                </div>
              </Flex>
            </Panel>
          </Flex>
        );
      }}
    />
  );
}
