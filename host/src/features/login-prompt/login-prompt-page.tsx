// /portal/login-prompt: the login prompts as a page, for framing by the provider's site. The
// prompts show one after another; when none is left the parent frame gets the close message.
// The parent may ask for the state; only messages from the configured origins are answered.
import { useEffect, useRef, useState } from 'react';
import { Card, Flex, Result, Spin } from 'antd';
import { usePortalToken } from '@portal/kit';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useSessionLifecycle } from '../../hooks/use-session-lifecycle.ts';
import { portalConfig } from '../../lib/config.ts';
import { FRAME_MESSAGE_TYPES, isFramed, listenToParent, postToParent } from '../../lib/frame-messaging.ts';
import { reloadPage } from './login-prompt-modal.tsx';
import { PromptContent, promptHandlers, promptTitles } from './prompt-content.tsx';
import { useLoginPrompt } from './use-login-prompt.ts';
import { texts } from '../../lib/texts.ts';
import './prompts.css';

export function LoginPromptPage({ onReload = reloadPage }: { onReload?: () => void }) {
  const ready = useSessionLifecycle();
  const { kind, closable, finish } = useLoginPrompt();
  const [skipped, setSkipped] = useState<string | null>(null);
  const pending = kind !== null && skipped !== kind;
  const closedSent = useRef(false);
  const token = usePortalToken();

  useEffect(() => {
    if (!ready || pending || closedSent.current) return;
    closedSent.current = postToParent({ type: FRAME_MESSAGE_TYPES.close }, portalConfig().parentOrigins);
  }, [ready, pending]);

  useEffect(() => {
    const origins = portalConfig().parentOrigins;
    return listenToParent(origins, (message, origin) => {
      if (message.type === FRAME_MESSAGE_TYPES.query && isFramed())
        window.parent.postMessage({ type: FRAME_MESSAGE_TYPES.state, pending: ready ? pending : true }, origin);
    });
  }, [ready, pending]);

  return (
    <div className="portal-prompt-page" style={{ background: token.colorBgLayout }}>
      <Flex vertical align="center" gap={token.sizeMD} className="portal-prompt-column">
        {!isFramed() && <BrandLogo />}
        <Card className="portal-prompt-card" title={ready && pending && kind ? promptTitles[kind] : texts.prompts.pageTitle} extra={null}>
          {!ready && (
            <Flex justify="center" className="portal-prompt-loading">
              <Spin />
            </Flex>
          )}
          {ready && pending && kind && <PromptContent kind={kind} closable={closable} {...promptHandlers(kind, finish, onReload, setSkipped)} />}
          {ready && !pending && <Result status="success" title={texts.prompts.nothingLeft} subTitle={texts.prompts.nothingLeftText} />}
        </Card>
      </Flex>
    </div>
  );
}
