// Third layer of every remote boundary (ARCHITECTURE §2): an error boundary + Suspense around a remote
// route or drawer. A chunk that fails to load or a render error inside the remote shows the Japanese
// fallback; 「再読み込み」 forgets the remote (resetRemote) and renders the children again with a new
// attempt number, so callers re-create their lazy components.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from '../../lib/federation/failure-beacon.ts';
import { resetRemote } from '../../lib/federation/remotes.ts';
import { RemoteUnavailableError } from '../../lib/federation/resilience-plugin.ts';
import { RemoteFallback } from './remote-fallback.tsx';
import { RemoteLoading } from './remote-loading.tsx';

export interface RemoteBoundaryProps {
  /** Container name (`remote_tools`), reset before a retry. */
  remote: string;
  /** Rendered with the attempt number (0, 1, …); build lazy components per attempt. */
  children: (attempt: number) => ReactNode;
  compact?: boolean;
  /** Where the fallback goes (e.g. inside a host drawer); default: in place. */
  renderFallback?: (retry: () => void) => ReactNode;
  /** Injected in tests; defaults to the federation runtime's reset. */
  reset?: (remote: string) => void;
  /** Injected in tests; defaults to the failure beacon. */
  report?: typeof reportRemoteFailure;
}

interface State {
  error: Error | null;
  attempt: number;
}

export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[remote] ${this.props.remote} failed`, error, info.componentStack);
    // A module that was unavailable was reported where its load failed; a chunk that did not arrive
    // is a load failure, anything else the remote's own code throwing.
    if (!(error instanceof RemoteUnavailableError)) {
      (this.props.report ?? reportRemoteFailure)(this.props.remote, error.name === 'ChunkLoadError' ? 'load' : 'render', error);
    }
  }

  retry = (): void => {
    (this.props.reset ?? resetRemote)(this.props.remote);
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { compact = false, children, renderFallback } = this.props;
    if (this.state.error) return renderFallback ? renderFallback(this.retry) : <RemoteFallback onRetry={this.retry} compact={compact} />;
    return <Suspense fallback={<RemoteLoading compact={compact} />}>{children(this.state.attempt)}</Suspense>;
  }
}
