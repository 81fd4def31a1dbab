// The recommendation of a passkey after the login's mandatory prompts: why (phishing-resistant, no
// code to type), 「パスキーを登録する」 (the パスキー page) and 「あとで」 (passkey/postponePrompt: back after
// PASSKEY_PROMPT_POSTPONE_DAYS days). There is no "never again": it returns until a passkey exists.
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Note, Prose } from '@portal/kit';
import { useNavigate } from 'react-router';
import { PASSKEY_PROMPT_POSTPONE_DAYS, passkeyApi } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

const t = texts.prompts.passkey;

/** The パスキー page of remote-customer. */
export const PASSKEY_PAGE_PATH = '/customer/passkey';

export function PasskeyPrompt({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [postponing, setPostponing] = useState(false);

  const later = async () => {
    setPostponing(true);
    try {
      await passkeyApi.postponePrompt({ notify: false });
    } catch {
      // not postponed on the server: the recommendation simply shows at the next login
    }
    onDone();
  };

  return (
    <Flex vertical gap={16}>
      <Prose flush>{t.why}</Prose>
      <Note>{t.laterNote(PASSKEY_PROMPT_POSTPONE_DAYS)}</Note>
      <Flex justify="flex-end" gap={12} wrap>
        <Button onClick={() => void later()} loading={postponing}>
          {t.later}
        </Button>
        <Button
          type="primary"
          disabled={postponing}
          onClick={() => {
            onDone();
            navigate(PASSKEY_PAGE_PATH);
          }}
        >
          {t.register}
        </Button>
      </Flex>
    </Flex>
  );
}
