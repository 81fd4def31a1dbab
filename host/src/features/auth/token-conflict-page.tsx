// /portal/token: shown when this tab's session-only token no longer matches the browser's session
// (another tab or window logged in). The tokens were cleared; the customer logs in again.
import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { Note } from '@portal/kit';
import { Link } from 'react-router';
import { clearTokens, hasTokenConflict, tokenAtom } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { usePortalSetAtom } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';
import './auth-pages.css';

const t = texts.tokenConflict;

export function TokenConflictPage() {
  const setToken = usePortalSetAtom(tokenAtom);
  useEffect(() => {
    // Spec §4: the tokens of the conflicting session are cleared.
    if (hasTokenConflict()) {
      clearTokens();
      setToken(null);
    }
  }, [setToken]);
  return (
    <AuthFrame title={t.title} width={560}>
      <Result
        status="info"
        className="portal-auth-result has-note"
        subTitle={t.text}
        extra={
          <Link to="/login" replace>
            <Button type="primary" size="large">
              {t.loginAgain}
            </Button>
          </Link>
        }
      />
      <Note block className="portal-auth-note">
        {t.notice}
      </Note>
    </AuthFrame>
  );
}
