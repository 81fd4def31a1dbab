// /portal/next: the token hand-over (spec §2 guard). The provider's site (or a link with ?token=)
// sends username, token, the path to continue to and an optional setting; the token is checked with
// login/checkLoginSessionValid, stored by the session rules, and the customer continues to the path.
import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { useSession } from '../../hooks/portal-services.ts';
import { handoverTarget } from '../../lib/guard/guard.ts';
import { texts } from '../../lib/texts.ts';

export function NextPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const username = params.get('username') ?? '';
    const target = handoverTarget(params.get('path'), params.get('setting'));
    if (!token) {
      setFailed(true);
      return;
    }
    session
      .acceptHandover(username, token)
      .then((ok) => (ok ? navigate(target, { replace: true }) : setFailed(true)))
      .catch(() => setFailed(true));
  }, [params, session, navigate]);

  if (!failed) {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
        <Spin size="large" description={texts.handover.checking}>
          <div style={{ width: 240, height: 80 }} />
        </Spin>
      </div>
    );
  }
  return (
    <AuthFrame title={texts.handover.failedTitle}>
      <Result
        status="warning"
        style={{ padding: 0 }}
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
