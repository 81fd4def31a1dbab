// The document a pending change waits for: choose a file (JPEG, PNG or PDF, checked by content before
// it travels), then resource/sessionToken and public/user/uploadPersonalConfirmationDoc (identity and
// corporate documents) or uploadTraderConfirmationDoc (the trader's identity) with the `sessiontoken` header.
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { publicApi, resourceApi } from '@portal/shared-kernel';
import type { ModifyKind } from '@portal/shared-kernel';
import { useApiMutation } from '@portal/shared-kernel/react';
import { PROFILE_QUERIES } from '../lib/profile.ts';
import { texts } from '../lib/texts.ts';
import { MAX_UPLOAD_BYTES, readBytes, sniffType, toBase64 } from '../lib/upload.ts';
import { FailureAlert } from './failure-alert.tsx';
import { UploadButton } from './upload-button.tsx';

const labels: Partial<Record<ModifyKind, string>> = {
  trader: texts.traderUpload,
  corp_info: texts.corpDocumentUpload,
  corp_rep: texts.corpDocumentUpload,
};

/** The upload for a pending request of `kind` (the trader's document goes to uploadTraderConfirmationDoc). */
export function IdentityUpload({ id, kind }: { id: string; kind: ModifyKind }) {
  const trader = kind === 'trader';
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useApiMutation(
    async (file: File) => {
      const bytes = await readBytes(file);
      const { sessionToken } = await resourceApi.sessionToken({ notify: false });
      const upload = trader ? publicApi.uploadTraderConfirmationDoc : publicApi.uploadPersonalConfirmationDoc;
      return upload({ side: 'single', fileName: file.name, content: toBase64(bytes) }, { notify: false, headers: { sessiontoken: sessionToken } });
    },
    { invalidates: PROFILE_QUERIES },
  );
  const send = async () => {
    const file = input.current?.files?.[0];
    if (!file) return setProblem(texts.fileRequired);
    if (file.size > MAX_UPLOAD_BYTES) return setProblem(texts.fileTooLarge);
    if (!sniffType(await readBytes(file.slice(0, 16)))) return setProblem(texts.fileWrongType);
    setProblem(null);
    await upload.run(file).catch(() => undefined);
  };
  return (
    <Flex vertical gap={8} data-testid="identity-upload">
      <Typography.Text strong>
        <label htmlFor={id}>{labels[kind] ?? texts.identityUpload}</label>
      </Typography.Text>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <FailureAlert error={upload.error} />
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        onChange={(e) => setFileName(e.target.files?.[0]?.name ?? null)}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => input.current?.click()}>{texts.chooseFile}</Button>
        <Typography.Text type={fileName ? undefined : 'secondary'}>{fileName ?? texts.noFile}</Typography.Text>
        <UploadButton pending={upload.pending} onClick={() => void send()} />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {texts.fileHint}
      </Typography.Text>
    </Flex>
  );
}
