// /portal/customer/passkey and /portal/customer/corp/passkey: the customer's passkeys — register
// (after a step-up), rename, delete (after a step-up). The server mails a notice for each
// registration and deletion and names a passkey after its provider or browser when no name is sent.
import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import {
  AccentIcon,
  buttonLoading,
  errorText,
  Heading,
  isStepUpCancelled,
  Note,
  PageFrame,
  PlainList,
  Prose,
  SpacedAlert,
  Stack,
  stepUpMethodsFor,
  usePortalToken,
  useStepUp,
} from '@portal/kit';
import { endpoints, formatDateTime, passkeyApi, STEP_UP_HEADER, type Passkey } from '@portal/shared-kernel';
import { invalidateQueries, useEndpointQuery } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';
import { registrationErrorText } from './passkey-errors.ts';
import { DeleteDialog, RenameDialog } from './passkey-dialogs.tsx';

function PasskeyFacts({ passkey }: { passkey: Passkey }) {
  // Where it was registered, unless the name already says it (the server's default name).
  const registeredFrom = passkey.registeredFrom && passkey.registeredFrom !== passkey.name ? texts.passkeyFrom(passkey.registeredFrom) : '';
  const rows: [string, string][] = [
    [texts.passkeyCreated, `${formatDateTime(passkey.createdAt)}${registeredFrom}`],
    [
      texts.passkeyLastUsed,
      passkey.lastUsedAt
        ? `${formatDateTime(passkey.lastUsedAt)}${passkey.lastUsedFrom ? texts.passkeyFrom(passkey.lastUsedFrom) : ''}`
        : texts.passkeyNeverUsed,
    ],
  ];
  if (passkey.authenticatorName && passkey.authenticatorName !== passkey.name) rows.unshift([texts.passkeyProvider, passkey.authenticatorName]);
  const token = usePortalToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: token.size,
        rowGap: token.sizeXXS,
        margin: 0,
        fontSize: token.portalFontSizeCompact,
      }}
    >
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PasskeyItem({ passkey, onRename, onDelete }: { passkey: Passkey; onRename: () => void; onDelete: () => void }) {
  const nameId = `passkey-${passkey.id}-name`;
  return (
    <li aria-labelledby={nameId} data-testid="passkey-item">
      <Card size="small" styles={{ body: { padding: '14px 16px' } }}>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Flex align="center" gap={8} wrap>
              <AccentIcon icon={KeyOutlined} />
              <Typography.Text strong id={nameId} style={{ fontSize: 15, overflowWrap: 'anywhere' }}>
                {passkey.name}
              </Typography.Text>
              {passkey.synced ? (
                <Tooltip title={texts.passkeySyncedHint}>
                  <Tag color="blue">{texts.passkeySynced}</Tag>
                </Tooltip>
              ) : (
                <Tag>{texts.passkeyDeviceBound}</Tag>
              )}
            </Flex>
            <PasskeyFacts passkey={passkey} />
          </Flex>
          <Flex gap={8} wrap>
            <Button icon={<EditOutlined aria-hidden />} onClick={onRename} aria-describedby={nameId}>
              {texts.passkeyRename}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} aria-describedby={nameId}>
              {texts.passkeyDelete}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}

/** The page's actions — register, rename, delete — and what they leave to show. */
function usePasskeyActions() {
  const { message } = App.useApp();
  const { run, stepUp, dialog } = useStepUp();
  const [registering, setRegistering] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Passkey | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const reload = () => invalidateQueries([endpoints.passkey.list]);

  const register = async (hasPasskey: boolean) => {
    setNotice(null);
    setRegistering(true);
    try {
      // Step up first: the customer without a passkey types the password and an e-mailed code,
      // which could outlast the 300 s of a registration challenge taken before.
      const token = await stepUp('passkeyRegister', stepUpMethodsFor('passkeyRegister', hasPasskey));
      const { challengeId, options } = await passkeyApi.registrationOptions({ notify: false });
      const credential = await startRegistration({ optionsJSON: options });
      const passkey = await passkeyApi.register({ challengeId, credential }, { headers: { [STEP_UP_HEADER]: token }, notify: false });
      await reload();
      setNotice({ type: 'success', text: texts.passkeyRegistered(passkey.name) });
    } catch (error) {
      if (isStepUpCancelled(error)) return;
      const text = registrationErrorText(error);
      if (text) setNotice({ type: 'error', text });
      // The list may have changed meanwhile (another tab registered one: PK004).
      void reload();
    } finally {
      setRegistering(false);
    }
  };

  const rename = async (passkey: Passkey, name: string) => {
    setRenameError(null);
    try {
      await passkeyApi.rename({ id: passkey.id, name }, { notify: false });
      await reload();
      setRenaming(null);
      void message.success(texts.passkeyRenamed);
    } catch (error) {
      setRenameError(errorText(error));
    }
  };

  const remove = async (passkey: Passkey) => {
    setDeleteError(null);
    try {
      await run('passkeyDelete', (headers) => passkeyApi.delete({ id: passkey.id }, { headers, notify: false }));
      await reload();
      setDeleting(null);
      setNotice({ type: 'success', text: texts.passkeyDeleted(passkey.name) });
    } catch (error) {
      if (isStepUpCancelled(error)) return;
      setDeleteError(errorText(error));
    }
  };

  const startRename = (passkey: Passkey) => {
    setRenameError(null);
    setRenaming(passkey);
  };
  const startDelete = (passkey: Passkey) => {
    setDeleteError(null);
    setDeleting(passkey);
  };

  return {
    dialog,
    registering,
    notice,
    setNotice,
    renaming,
    setRenaming,
    renameError,
    deleting,
    setDeleting,
    deleteError,
    register,
    rename,
    remove,
    startRename,
    startDelete,
  };
}

function RegisterCard({
  count,
  max,
  supported,
  registering,
  onRegister,
}: {
  count: number;
  max: number;
  supported: boolean;
  registering: boolean;
  onRegister: () => void;
}) {
  const full = count >= max;
  const token = usePortalToken();
  return (
    <Card>
      <Prose>{texts.passkeyLead}</Prose>
      <Prose secondary>{texts.passkeyFallback}</Prose>
      <Flex align="center" gap={12} wrap>
        <Button
          type="primary"
          size="large"
          icon={<PlusOutlined aria-hidden />}
          loading={buttonLoading(registering)}
          disabled={full || !supported}
          onClick={onRegister}
        >
          {texts.passkeyRegister}
        </Button>
        <Typography.Text type="secondary" data-testid="passkey-count">
          {texts.passkeyCount(count, max)}
        </Typography.Text>
      </Flex>
      <Note block size="compact" style={{ marginTop: token.marginSM }}>
        {texts.passkeyRegisterNote}
      </Note>
      {!supported && <SpacedAlert spacing="above" type="warning" role="note" title={texts.passkeyUnsupported} />}
      {full && <SpacedAlert spacing="above" type="info" role="note" title={texts.passkeyLimitReached(max)} />}
    </Card>
  );
}

function PasskeyList({
  passkeys,
  onRename,
  onDelete,
}: {
  passkeys: readonly Passkey[];
  onRename: (passkey: Passkey) => void;
  onDelete: (passkey: Passkey) => void;
}) {
  const token = usePortalToken();
  if (passkeys.length === 0)
    return (
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong>{texts.passkeyEmptyTitle}</Typography.Text>
              <Typography.Text type="secondary">{texts.passkeyEmptyLead}</Typography.Text>
            </Flex>
          }
        />
      </Card>
    );
  return (
    <section aria-labelledby="passkey-list-heading">
      <Heading level={2} size={5} id="passkey-list-heading" style={{ marginBottom: token.marginXS }}>
        {texts.passkeyListLabel}
      </Heading>
      <PlainList gap={12} data-testid="passkey-list">
        {passkeys.map((passkey) => (
          <PasskeyItem key={passkey.id} passkey={passkey} onRename={() => onRename(passkey)} onDelete={() => onDelete(passkey)} />
        ))}
      </PlainList>
    </section>
  );
}

export default function PasskeysPage() {
  const list = useEndpointQuery(endpoints.passkey.list);
  const [supported] = useState(() => browserSupportsWebAuthn());
  const actions = usePasskeyActions();
  const { notice, setNotice } = actions;

  return (
    <>
      <PageFrame
        title={texts.passkeyTitle}
        query={list}
        render={() => {
          const { passkeys, max } = list.data!;
          return (
            <Stack gap={16} maxWidth={760}>
              <RegisterCard
                count={passkeys.length}
                max={max}
                supported={supported}
                registering={actions.registering}
                onRegister={() => void actions.register(passkeys.length > 0)}
              />
              {notice && (
                <Alert
                  type={notice.type}
                  showIcon
                  closable
                  role={notice.type === 'error' ? 'alert' : 'status'}
                  title={notice.text}
                  onClose={() => setNotice(null)}
                  data-testid="passkey-notice"
                />
              )}
              <PasskeyList passkeys={passkeys} onRename={actions.startRename} onDelete={actions.startDelete} />
              <RenameDialog
                passkey={actions.renaming}
                error={actions.renameError}
                onSave={actions.rename}
                onClose={() => actions.setRenaming(null)}
              />
              <DeleteDialog
                passkey={actions.deleting}
                last={passkeys.length === 1}
                error={actions.deleteError}
                onConfirm={actions.remove}
                onClose={() => actions.setDeleting(null)}
              />
            </Stack>
          );
        }}
      />
      {actions.dialog}
    </>
  );
}
