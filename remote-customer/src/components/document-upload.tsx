// One document upload, as every page that takes documents shows it: the side of the document, a file
// chosen (or, on a phone, a photo taken with the camera: `capture`), checked and made ready in the
// browser — a photo redrawn smaller so that it fits the 5 MB limit, a preview of the picture or of a
// PDF's first page — then resource/sessionToken (a single-use token for this kind and side, and the
// pending request it is for) and the upload call with its progress.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Alert, Button, Flex, Progress, Radio, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { publicApi, resourceApi } from '@portal/shared-kernel';
import { useApiMutation } from '@portal/shared-kernel/react';
import { Note, usePortalToken } from '@portal/kit';
import type { QueryTarget } from '@portal/shared-kernel/react';
import { prepareDocument, releasePreview, shrinkNote } from '../lib/prepare-document.ts';
import type { PreparedDocument } from '../lib/prepare-document.ts';
import { formatBytes } from '../lib/upload.ts';
import { texts } from '../lib/texts.ts';
import { FailureAlert } from './failure-alert.tsx';
import { UploadButton } from './upload-button.tsx';

export type DocumentKind = 'my_number' | 'personal' | 'trader';
export type Side = 'front' | 'back' | 'single';
const SIDES: readonly Side[] = ['front', 'back', 'single'];

const uploadCall = {
  my_number: publicApi.uploadMyNumberDoc,
  personal: publicApi.uploadPersonalConfirmationDoc,
  trader: publicApi.uploadTraderConfirmationDoc,
} as const;

const problemText = { 'too-large': texts.fileTooLarge, 'wrong-type': texts.fileWrongType, unreadable: texts.fileUnreadable } as const;

/** A phone or a tablet (a coarse pointer): the camera is offered beside the file choice. */
function usePhone(): boolean {
  const [phone] = useState(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
  );
  return phone;
}

const hidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/** The chosen file, its preparation and the upload: the state behind one document upload. */
function useDocumentUpload(kind: DocumentKind, requestId: number | undefined, invalidates: readonly QueryTarget[]) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [side, setSide] = useState<Side>(kind === 'my_number' ? 'front' : 'single');
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<PreparedDocument | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const current = useRef<PreparedDocument | null>(null);
  current.current = prepared;
  // The preview's object URL goes with the page.
  useEffect(() => () => releasePreview(current.current), []);

  const upload = useApiMutation(
    async (chosen: { document: PreparedDocument; side: Side }) => {
      const { sessionToken } = await resourceApi.sessionToken({ kind, side: chosen.side, ...(requestId ? { requestId } : {}) }, { notify: false });
      return uploadCall[kind](
        { side: chosen.side, fileName: chosen.document.fileName, file: chosen.document.blob },
        { notify: false, headers: { sessiontoken: sessionToken }, onUploadProgress: (p) => setProgress(p.percent) },
      );
    },
    { invalidates },
  );

  const choose = async (file: File | undefined) => {
    setDone(null);
    setProblem(null);
    releasePreview(current.current);
    setPrepared(null);
    setChosenName(file?.name ?? null);
    if (!file) return;
    setPreparing(true);
    const result = await prepareDocument(file);
    setPreparing(false);
    if (result.ok) setPrepared(result.document);
    else setProblem(problemText[result.problem]);
  };

  const send = async () => {
    if (!prepared) return setProblem(problem ?? texts.fileRequired);
    setProgress(0);
    try {
      await upload.run({ document: prepared, side });
      setDone(texts.uploaded(texts.sides[side]));
      releasePreview(prepared);
      setPrepared(null);
      setChosenName(null);
      for (const input of [fileInput.current, cameraInput.current]) if (input) input.value = '';
    } catch {
      // shown by the alert
    } finally {
      setProgress(null);
    }
  };

  return { fileInput, cameraInput, side, setSide, chosenName, prepared, preparing, problem, progress, done, upload, choose, send };
}

function SideChoice({ id, side, onChange }: { id: string; side: Side; onChange: (side: Side) => void }) {
  return (
    <div>
      <Typography.Text strong id={`${id}-side-label`}>
        {texts.side}
      </Typography.Text>
      <div>
        <Radio.Group aria-labelledby={`${id}-side-label`} value={side} onChange={(e) => onChange(e.target.value as Side)}>
          {SIDES.map((s) => (
            <Radio key={s} value={s}>
              {texts.sides[s]}
            </Radio>
          ))}
        </Radio.Group>
      </div>
    </div>
  );
}

function FileChoice({
  id,
  label,
  phone,
  fileInput,
  cameraInput,
  chosenName,
  choose,
}: {
  id: string;
  label: string;
  phone: boolean;
  fileInput: RefObject<HTMLInputElement | null>;
  cameraInput: RefObject<HTMLInputElement | null>;
  chosenName: string | null;
  choose: (file: File | undefined) => Promise<void>;
}) {
  const token = usePortalToken();
  return (
    <div>
      <label htmlFor={id} style={{ fontWeight: token.fontWeightStrong, display: 'block', marginBottom: token.marginXXS }}>
        {label}
      </label>
      {/* The browser's own file control speaks the browser's language: Japanese buttons open it. */}
      <input
        ref={fileInput}
        id={id}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        onChange={(e) => void choose(e.target.files?.[0])}
        style={hidden}
      />
      {phone && (
        <input
          ref={cameraInput}
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={texts.takePhoto}
          onChange={(e) => void choose(e.target.files?.[0])}
          style={hidden}
        />
      )}
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => fileInput.current?.click()}>{texts.chooseFile}</Button>
        {phone && (
          <Button icon={<CameraOutlined aria-hidden />} onClick={() => cameraInput.current?.click()} data-testid="take-photo">
            {texts.takePhoto}
          </Button>
        )}
        <Typography.Text type={chosenName ? undefined : 'secondary'} data-testid="chosen-file" style={{ overflowWrap: 'anywhere' }}>
          {chosenName ?? texts.noFile}
        </Typography.Text>
      </Flex>
      <Note block style={{ marginTop: token.marginXXS }}>
        {texts.fileHint}
      </Note>
    </div>
  );
}

function DocumentPreview({ prepared }: { prepared: PreparedDocument }) {
  const note = shrinkNote(prepared);
  const token = usePortalToken();
  return (
    <figure style={{ margin: 0 }} data-testid="document-preview">
      {prepared.previewUrl ? (
        <img
          src={prepared.previewUrl}
          alt={prepared.type === 'application/pdf' ? texts.pdfPreviewAlt(prepared.fileName) : texts.previewAlt(prepared.fileName)}
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 280,
            objectFit: 'contain',
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
            borderRadius: token.borderRadiusSM,
            background: token.colorBgContainer,
          }}
        />
      ) : (
        <Typography.Text type="secondary">{texts.previewUnavailable}</Typography.Text>
      )}
      <figcaption style={{ marginTop: token.marginXXS }}>
        <Note>
          {[note ? texts.shrunk(note) : texts.fileSize(formatBytes(prepared.sentBytes)), prepared.pages ? texts.pdfPages(prepared.pages) : null]
            .filter(Boolean)
            .join('　')}
        </Note>
      </figcaption>
    </figure>
  );
}

export function DocumentUpload({
  id,
  label,
  kind,
  requestId,
  invalidates,
  size,
}: {
  id: string;
  label: string;
  kind: DocumentKind;
  /** The pending modification request the document is for. */
  requestId?: number;
  invalidates: readonly QueryTarget[];
  size?: 'middle' | 'large';
}) {
  const phone = usePhone();
  const { fileInput, cameraInput, side, setSide, chosenName, prepared, preparing, problem, progress, done, upload, choose, send } = useDocumentUpload(
    kind,
    requestId,
    invalidates,
  );
  return (
    <Flex vertical gap={12} data-testid="document-upload">
      {done && <Alert type="success" showIcon title={done} data-testid="upload-done" />}
      {problem && <Alert type="error" showIcon role="alert" title={problem} data-testid="customer-error" />}
      <FailureAlert error={upload.error} />
      <SideChoice id={id} side={side} onChange={setSide} />
      <FileChoice id={id} label={label} phone={phone} fileInput={fileInput} cameraInput={cameraInput} chosenName={chosenName} choose={choose} />
      {preparing && (
        <Typography.Text type="secondary" role="status">
          {texts.preparing}
        </Typography.Text>
      )}
      {prepared && <DocumentPreview prepared={prepared} />}
      {progress !== null && (
        <Progress percent={Math.round(progress * 100)} status="active" aria-label={texts.uploading} data-testid="upload-progress" />
      )}
      <div>
        <UploadButton pending={upload.pending} disabled={preparing} onClick={() => void send()} {...(size ? { size } : {})} />
      </div>
    </Flex>
  );
}
