// The side panel's 「ログイン中のツール」 drawer (width 400, spec §2): every active session of the
// customer; the close icon ends one at once (customer/terminateToken). Ending this browser's own
// session logs out here as well.
import { useState } from 'react';
import { Alert, App, Button, Empty, Flex } from 'antd';
import { customerApi, DRAWER_WIDTH, endpoints, sessionDotLabels, type ActiveSession, type SessionDotColour } from '@portal/shared-kernel';
import type { DrawerProps } from '@portal/shared-kernel/federation';
import { useEndpointMutation, useEndpointQuery } from '@portal/shared-kernel/react';
import { Note, PlainList, SpinBlock, Stack, TintedBox, usePortalToken } from '@portal/kit';
import { SecurityDrawer } from '../../components/security-drawer.tsx';
import { leaveForLogin } from '../../lib/session-end.ts';
import { texts } from '../../lib/texts.ts';
import { SessionDot, SessionRow } from './session-row.tsx';

/** This session first, then the others as the API lists them (newest first). */
export const orderSessions = (sessions: readonly ActiveSession[]): ActiveSession[] => [
  ...sessions.filter((s) => s.current),
  ...sessions.filter((s) => !s.current),
];

function Legend() {
  const colours: SessionDotColour[] = ['green', 'red', 'gray'];
  const token = usePortalToken();
  return (
    <TintedBox style={{ marginTop: token.marginMD }} data-testid="session-legend">
      <Note>{texts.sessionLegend}</Note>
      <Stack gap={6} style={{ marginTop: 6, fontSize: token.fontSizeSM }}>
        {colours.map((c) => (
          <Flex key={c} align="center" gap={token.sizeXS}>
            <SessionDot colour={c} />
            <span>{sessionDotLabels[c]}</span>
          </Flex>
        ))}
      </Stack>
    </TintedBox>
  );
}

function SessionsBody() {
  const { message } = App.useApp();
  const query = useEndpointQuery(endpoints.customer.showAllActiveToken);
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const [ending, setEnding] = useState<ReadonlySet<string>>(new Set());
  const terminate = useEndpointMutation(endpoints.customer.terminateToken, { invalidates: [endpoints.customer.showAllActiveToken] });
  const sessions = query.data ? orderSessions(query.data.filter((s) => !ended.has(s.jti))) : null;
  const failed = query.status === 'error' && !query.fetching;
  const load = query.reload;

  const end = async (session: ActiveSession) => {
    setEnding((s) => new Set(s).add(session.jti));
    try {
      if (session.current) {
        await customerApi.terminateToken([session.jti]);
        leaveForLogin();
        return;
      }
      await terminate.run([session.jti]);
      // Gone from the list even if the fresh list still lagged behind.
      setEnded((s) => new Set(s).add(session.jti));
      void message.success(texts.sessionEnded);
    } catch {
      // The client showed the reason.
    } finally {
      setEnding((s) => {
        const next = new Set(s);
        next.delete(session.jti);
        return next;
      });
    }
  };

  if (failed && !sessions) {
    return (
      <Alert
        type="error"
        showIcon
        title={texts.loadFailed}
        action={
          <Button size="small" onClick={() => void load()}>
            {texts.retry}
          </Button>
        }
      />
    );
  }
  if (!sessions) return <SpinBlock label={texts.loading} />;
  return (
    <>
      <Note paragraph size="compact">
        {texts.sessionsLead}
      </Note>
      {sessions.length === 0 ? (
        <Empty description={texts.sessionsEmpty} />
      ) : (
        <PlainList aria-label={texts.sessionsTitle}>
          {sessions.map((s) => (
            <SessionRow key={s.jti} session={s} ending={ending.has(s.jti)} onEnd={(x) => void end(x)} />
          ))}
        </PlainList>
      )}
      <Legend />
    </>
  );
}

export function ActiveSessionsDrawer({ open, onClose }: DrawerProps) {
  return (
    <SecurityDrawer open={open} onClose={onClose} title={texts.sessionsTitle} width={DRAWER_WIDTH.loggedInTools} testId="active-sessions-drawer">
      <SessionsBody />
    </SecurityDrawer>
  );
}
