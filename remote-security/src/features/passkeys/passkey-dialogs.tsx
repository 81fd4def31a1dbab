// The rename dialog and the delete confirmation of one passkey.
import { useEffect, useId, useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { PASSKEY_NAME_MAX, type Passkey } from '@portal/shared-kernel';
import { SpacedAlert } from '@portal/kit';
import { texts } from '../../lib/texts.ts';

/** The name as the server will keep it (NFKC, trimmed), or the reason it is refused. */
export function checkPasskeyName(raw: string): { name: string } | { error: string } {
  const name = raw.normalize('NFKC').trim();
  if (name === '') return { error: texts.renameRequired };
  if ([...name].length > PASSKEY_NAME_MAX) return { error: texts.renameTooLong(PASSKEY_NAME_MAX) };
  return { name };
}

export interface RenameDialogProps {
  passkey: Passkey | null;
  onSave: (passkey: Passkey, name: string) => Promise<void>;
  onClose: () => void;
  /** The API's refusal, shown in the dialog. */
  error: string | null;
}

export function RenameDialog({ passkey, onSave, onClose, error }: RenameDialogProps) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  useEffect(() => {
    if (passkey) {
      setValue(passkey.name);
      setInvalid(null);
    }
  }, [passkey]);

  const save = async () => {
    if (!passkey) return;
    const checked = checkPasskeyName(value);
    if ('error' in checked) {
      setInvalid(checked.error);
      return;
    }
    setSaving(true);
    try {
      await onSave(passkey, checked.name);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={passkey !== null}
      title={texts.renameTitle}
      okText={texts.renameSave}
      cancelText={texts.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Form layout="vertical" onFinish={() => void save()} component="div">
        <Form.Item
          label={texts.renameLabel}
          htmlFor={inputId}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ?? texts.renameHelp(PASSKEY_NAME_MAX)}
          style={{ marginBottom: 8 }}
        >
          <Input
            id={inputId}
            size="large"
            value={value}
            autoFocus
            autoComplete="off"
            aria-invalid={invalid ? true : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setInvalid(null);
            }}
            onPressEnter={() => void save()}
          />
        </Form.Item>
      </Form>
      {error && <SpacedAlert spacing="above" type="error" role="alert" title={error} />}
    </Modal>
  );
}

export interface DeleteDialogProps {
  passkey: Passkey | null;
  /** It is the customer's only passkey. */
  last: boolean;
  onConfirm: (passkey: Passkey) => Promise<void>;
  onClose: () => void;
  error: string | null;
}

export function DeleteDialog({ passkey, last, onConfirm, onClose, error }: DeleteDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!passkey) return;
    setDeleting(true);
    try {
      await onConfirm(passkey);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Modal
      open={passkey !== null}
      title={texts.deleteTitle}
      okText={texts.deleteConfirm}
      okButtonProps={{ danger: true }}
      cancelText={texts.cancel}
      confirmLoading={deleting}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      {passkey && <Typography.Paragraph>{texts.deleteLead(passkey.name)}</Typography.Paragraph>}
      {last && <Alert type="warning" showIcon role="note" title={texts.deleteLastLead} />}
      {error && <SpacedAlert spacing="above" type="error" role="alert" title={error} />}
    </Modal>
  );
}
