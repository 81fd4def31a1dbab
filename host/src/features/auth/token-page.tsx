// /portal/token: shown when this tab's session-only token no longer matches the browser's session
// (another tab or window logged in). The tokens were cleared; the customer logs in again.
import { useEffect } from 'react';
import { Button, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { clearTokens, hasTokenConflict, tokenAtom } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { usePortalSetAtom } from '@portal/shared-kernel/react';

export const TOKEN_CONFLICT_TITLE = 'ログイン状態が切り替わりました';

export function TokenPage() {
  const setToken = usePortalSetAtom(tokenAtom);
  useEffect(() => {
    // Spec §4: the tokens of the conflicting session are cleared.
    if (hasTokenConflict()) {
      clearTokens();
      setToken(null);
    }
  }, [setToken]);
  return (
    <AuthFrame title={TOKEN_CONFLICT_TITLE} width={560}>
      <Result
        status="info"
        style={{ padding: '0 0 8px' }}
        subTitle="別のタブまたはウィンドウで新たにログインされたため、この画面のログインは無効になりました。"
        extra={
          <Link to="/login" replace>
            <Button type="primary" size="large">
              再度ログインする
            </Button>
          </Link>
        }
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, lineHeight: 1.7, margin: 0 }}>
        マイページでは、同じブラウザで同時にご利用いただけるログインは1つです。複数のログインIDをお持ちの場合は、ログアウトしてから別のログインIDでログインしてください。
        お心当たりのないログインがあった場合は、お客様サポートセンターまでご連絡ください。
      </Typography.Paragraph>
    </AuthFrame>
  );
}
