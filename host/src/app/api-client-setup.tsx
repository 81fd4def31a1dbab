// Wires the kernel's API client to the UI: error toasts through App.useApp().message (5 s, at most 3
// — spec §8), and the login page when the session is invalid.
import { useEffect } from 'react';
import { App } from 'antd';
import { configureApiClient, createErrorNotifier } from '@portal/shared-kernel';
import { isPublicPath } from '../lib/guard/guard.ts';

export interface ApiClientSetupProps {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** The current path below the basename. */
  currentPath: () => string;
}

export function ApiClientSetup({ navigate, currentPath }: ApiClientSetupProps) {
  const { message } = App.useApp();
  useEffect(() => {
    const notify = createErrorNotifier(message);
    configureApiClient({
      notifyError: (text) => notify(text),
      navigateToLogin: () => {
        // On the login page and the other public pages a failing call must not move the customer.
        if (!isPublicPath(currentPath())) navigate('/login', { replace: true, state: { reason: 'session' } });
      },
    });
  }, [message, navigate, currentPath]);
  return null;
}
