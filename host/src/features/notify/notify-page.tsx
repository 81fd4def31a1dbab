// /portal/notify/success, /portal/notify/fail, /portal/notify/verify: result pages.
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { tokenAtom } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { notifyContent, type NotifyKind } from './notify-content.ts';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

const pageTitles: Record<NotifyKind, string> = { success: 'お手続き結果', fail: 'お手続き結果', verify: '認証結果' };

export function NotifyPage({ kind }: { kind: NotifyKind }) {
  const [params] = useSearchParams();
  const loggedIn = usePortalAtomValue(tokenAtom) !== null;
  const content = notifyContent(kind, params.get('type'), params.get('result'));
  const toLogin = content.next === 'login' || (content.next === 'auto' && !loggedIn);
  return (
    <AuthFrame title={pageTitles[kind]} width={560}>
      <Result
        status={content.status}
        title={content.title}
        subTitle={content.text}
        style={{ padding: '8px 0 0' }}
        extra={
          <Link to={toLogin ? '/login' : '/home'} replace>
            <Button type="primary" size="large">
              {toLogin ? 'ログイン画面へ' : 'マイページトップへ'}
            </Button>
          </Link>
        }
      />
    </AuthFrame>
  );
}
