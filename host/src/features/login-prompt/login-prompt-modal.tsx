// The login-prompt modal over the layout (spec §4). When nothing is left and the page is framed,
// the parent gets the close message (explicit origin from the config).
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Modal } from 'antd';
import { portalConfig } from '../../lib/config.ts';
import { FRAME_MESSAGE_TYPES, postToParent } from '../../lib/frame-messaging.ts';
import type { RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { PromptContent, promptHandlers, promptTitles } from './prompt-content.tsx';
import { useLoginPrompt } from './use-login-prompt.ts';

export const reloadPage = (): void => window.location.reload();

export interface LoginPromptModalProps {
  /** The session's re-login on load finished: the flags are current. */
  ready: boolean;
  onReload?: () => void;
  /** Injected in tests (the remote's module loader). */
  remoteDeps?: RemoteModuleDeps;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the prompt's last control goes back to its first, Shift+Tab from the first to the last:
 * antd's own trap lets the focus fall to the page once when the last control is followed by a
 * disabled button (the consent's 「同意する」 before the box is ticked).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"]'),
  );
  if (controls.length === 0) return;
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

export function LoginPromptModal({ ready, onReload = reloadPage, remoteDeps }: LoginPromptModalProps) {
  const { kind, closable, finish } = useLoginPrompt({ passkey: true });
  const [skipped, setSkipped] = useState<string | null>(null);
  const closedSent = useRef(false);

  useEffect(() => {
    if (!ready || kind !== null || closedSent.current) return;
    closedSent.current = postToParent({ type: FRAME_MESSAGE_TYPES.close }, portalConfig().parentOrigins);
  }, [ready, kind]);

  const open = ready && kind !== null && skipped !== kind;
  return (
    <Modal
      open={open}
      title={kind ? promptTitles[kind] : undefined}
      footer={null}
      width={kind === 'annualConsent' ? 720 : 560}
      closable={closable}
      mask={{ closable: false }}
      keyboard={closable}
      // the focus stays inside the prompt until it is answered: a keyboard must not reach the page behind it
      focusable={{ trap: true }}
      modalRender={(node) => <div onKeyDown={keepFocusInside}>{node}</div>}
      onCancel={() => {
        if (kind && closable) finish(kind);
      }}
      destroyOnHidden
    >
      {kind && (
        <PromptContent
          kind={kind}
          closable={closable}
          {...promptHandlers(kind, finish, onReload, setSkipped)}
          {...(remoteDeps ? { remoteDeps } : {})}
        />
      )}
    </Modal>
  );
}
