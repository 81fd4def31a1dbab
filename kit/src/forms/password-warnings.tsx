// What a customer typing a password cannot see: Caps Lock on, or the Japanese IME about to type
// full-width characters (passwords are half-width letters and digits, spec §5). Every password field
// of the portal shows the same two warnings under the input — the kit's PasswordField and the login
// page's own field (which must stay free of antd, so this file is plain markup). The warnings are a
// polite live region described by the input: announced when they appear, never blocking the input.
import { useCallback, useMemo, useState } from 'react';
import type { ChangeEvent, CompositionEvent, CSSProperties, KeyboardEvent } from 'react';
import { kitTexts } from '../texts.ts';
import { warningTextColor } from '../theme/warning-text.ts';

export interface PasswordWarningState {
  capsLock: boolean;
  fullWidth: boolean;
}

/** Any character a password cannot hold: full-width letters and digits, kana, kanji, full-width spaces. */
const NOT_HALF_WIDTH = /[^\x20-\x7e]/;

/** The warnings' texts in the order they show. */
export function passwordWarningTexts(state: PasswordWarningState): string[] {
  return [...(state.capsLock ? [kitTexts.capsLockOn] : []), ...(state.fullWidth ? [kitTexts.fullWidthInput] : [])];
}

/**
 * Tracks Caps Lock (from the key events' modifier state) and full-width input (an IME composition, the
 * IME's "Process" key, or a character that is not half-width in the value). Spread `handlers` on the
 * input; call `checkValue` with each new value when the input's onChange is not the one in `handlers`.
 */
export function usePasswordWarnings() {
  const [state, setState] = useState<PasswordWarningState>({ capsLock: false, fullWidth: false });
  const update = useCallback((next: Partial<PasswordWarningState>) => {
    setState((prev) => {
      const merged = { ...prev, ...next };
      return merged.capsLock === prev.capsLock && merged.fullWidth === prev.fullWidth ? prev : merged;
    });
  }, []);
  const checkValue = useCallback((value: string) => update({ fullWidth: NOT_HALF_WIDTH.test(value) }), [update]);
  const handlers = useMemo(() => {
    const fromKey = (e: KeyboardEvent<HTMLInputElement>) => {
      // Caps Lock's own keydown reports the state before the press on some systems: its keyup is right.
      const caps = typeof e.getModifierState === 'function' ? e.getModifierState('CapsLock') : false;
      // 229 / 'Process': the key went to the IME, which will type full-width.
      const ime = e.key === 'Process' || e.nativeEvent.isComposing || e.keyCode === 229;
      update(ime ? { capsLock: caps, fullWidth: true } : { capsLock: caps });
    };
    return {
      onKeyDown: fromKey,
      onKeyUp: fromKey,
      onCompositionStart: (_e: CompositionEvent<HTMLInputElement>) => update({ fullWidth: true }),
      onCompositionEnd: (e: CompositionEvent<HTMLInputElement>) => checkValue(e.currentTarget.value),
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        // While the IME composes, the value holds the unconverted kana: the warning stays.
        if (!(e.nativeEvent as InputEvent).isComposing) checkValue(e.target.value);
      },
      // Caps Lock cannot be read while another element has the focus: no stale warning.
      onBlur: () => update({ capsLock: false }),
    };
  }, [update, checkValue]);
  /** A warning is showing (the input's aria-describedby then names the warnings too). */
  const shown = state.capsLock || state.fullWidth;
  return { state, shown, handlers, checkValue };
}

const warningStyle: CSSProperties = { margin: '4px 0 0', fontSize: 13, lineHeight: 1.5, color: warningTextColor };

/**
 * The live region under a password input: always in the document (so that a warning appearing in it is
 * announced), empty while there is nothing to say. The input's aria-describedby names `id` while a
 * warning shows.
 */
export function PasswordWarnings({ id, state, className }: { id: string; state: PasswordWarningState; className?: string }) {
  const lines = passwordWarningTexts(state);
  return (
    <div id={id} role="status" aria-live="polite" className={className} data-testid="password-warnings">
      {lines.map((line) => (
        <p key={line} style={warningStyle}>
          <span aria-hidden="true">⚠ </span>
          {line}
        </p>
      ))}
    </div>
  );
}
