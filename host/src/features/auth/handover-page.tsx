// /portal/next: the hand-over (spec §2 guard). A link with ?token= sends username, a hand-over token,
// the path to continue to and an optional setting; the token is exchanged for a session of this
// browser's own (a session token never travels in a link), and the customer continues to the path. When
// a different customer is logged in here, the page asks before replacing that session.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { useSession } from '../../hooks/portal-services.ts';
import { handoverTarget } from '../../lib/guard/guard.ts';
import { handoverConflict } from '../../lib/session/handover.ts';
import { texts } from '../../lib/texts.ts';
import './auth-pages.css';

type State = { step: 'checking' } | { step: 'failed' } | { step: 'confirm'; current: string };

export function HandoverPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ step: 'checking' });
  const started = useRef(false);
  const token = params.get('token');
  const username = params.get('username') ?? '';
  const target = handoverTarget(params.get('path'), params.get('setting'));

  const accept = useCallback(() => {
    if (!token) {
      setState({ step: 'failed' });
      return;
    }
    setState({ step: 'checking' });
    session
      .acceptHandover(username, token)
      .then((ok) => (ok ? navigate(target, { replace: true }) : setState({ step: 'failed' })))
      .catch(() => setState({ step: 'failed' }));
  }, [session, navigate, token, username, target]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const current = token ? handoverConflict(username) : null;
    if (current) setState({ step: 'confirm', current });
    else accept();
  }, [accept, token, username]);

  if (state.step === 'checking') {
    return (
      <div className="portal-handover-checking" aria-busy="true">
        <Spin size="large" description={texts.handover.checking}>
          <div className="portal-handover-space" />
        </Spin>
      </div>
    );
  }
  if (state.step === 'confirm') {
    return (
      <AuthFrame title={texts.handover.confirmTitle}>
        <Result
          status="info"
          className="portal-auth-result"
          subTitle={texts.handover.confirmText(state.current, username)}
          extra={
            <Space>
              <Button type="primary" onClick={accept}>
                {texts.handover.switch}
              </Button>
              <Button onClick={() => navigate('/', { replace: true })}>{texts.handover.stay}</Button>
            </Space>
          }
        />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={texts.handover.failedTitle}>
      <Result
        status="warning"
        className="portal-auth-result"
        subTitle={texts.handover.failedText}
        extra={
          <Link to="/login" replace>
            <Button type="primary">{texts.toLogin}</Button>
          </Link>
        }
      />
    </AuthFrame>
  );
}
