// /portal/notify/success, /portal/notify/fail, /portal/notify/verify: result pages.
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { tokenAtom } from '@portal/shared-kernel';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { notifyContent, type NotifyKind } from './notify-content.ts';
import { usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';

const pageTitles: Record<NotifyKind, string> = texts.notify.pageTitles;

export function FlowResultPage({ kind }: { kind: NotifyKind }) {
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
              {toLogin ? texts.toLogin : texts.toHome}
            </Button>
          </Link>
        }
      />
    </AuthFrame>
  );
}
