// Messages between /portal/login-prompt (framed by the provider's site) and its parent window.
// Outgoing messages name an explicit target origin from the config — never '*'; incoming messages
// are accepted only from the parent window and from a configured origin.

export const FRAME_MESSAGE_TYPES = {
  /** Sent to the parent when no login prompt is left (spec §4). */
  close: 'portal:login-prompt:close',
  /** The parent asks whether prompts are pending; answered with `state`. */
  query: 'portal:login-prompt:query',
  state: 'portal:login-prompt:state',
} as const;

export interface FrameMessage {
  type: (typeof FRAME_MESSAGE_TYPES)[keyof typeof FRAME_MESSAGE_TYPES];
  pending?: boolean;
}

type WindowLike = Pick<Window, 'self' | 'top' | 'parent' | 'addEventListener' | 'removeEventListener'>;

export function isFramed(win: WindowLike = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin top window throws on access: we are framed.
    return true;
  }
}

/** Posts `message` to the parent at the first configured origin. Returns false when not sent. */
export function postToParent(message: FrameMessage, origins: readonly string[], win: WindowLike = window): boolean {
  const target = origins.find((o) => o !== '*' && /^https?:\/\/[^/]+$/.test(o));
  if (!target || !isFramed(win)) return false;
  win.parent.postMessage(message, target);
  return true;
}

/** Listens for messages from the parent window whose origin is configured. Returns the unsubscribe. */
export function listenToParent(
  origins: readonly string[],
  handler: (message: FrameMessage, origin: string) => void,
  win: WindowLike = window,
): () => void {
  const listener = (event: Event) => {
    const e = event as MessageEvent;
    if (e.source !== win.parent || !origins.includes(e.origin)) return;
    const data = e.data as Partial<FrameMessage> | null;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string' || !data.type.startsWith('portal:login-prompt:')) return;
    handler(data as FrameMessage, e.origin);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}
