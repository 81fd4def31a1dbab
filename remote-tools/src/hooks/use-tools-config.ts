import { useCallback, useEffect, useState } from 'react';
import type { ToolsConfig } from '@portal/shared-kernel';
import { resourceApi } from '@portal/shared-kernel';

// resource/toolsConfig is the same for every page of this remote and rarely changes: fetched once
// per page load and shared by the tools pages and the termination-letter banner.
let pending: Promise<ToolsConfig> | null = null;
let loaded: ToolsConfig | null = null;

function loadToolsConfig(force: boolean): Promise<ToolsConfig> {
  if (force) {
    pending = null;
    loaded = null;
  }
  if (!pending) {
    const request = resourceApi.toolsConfig();
    pending = request;
    request.then(
      (config) => {
        if (pending === request) loaded = config;
      },
      () => {
        // A failed load is not cached: the next page (or the retry button) asks again.
        if (pending === request) pending = null;
      },
    );
  }
  return pending;
}

/** Forgets the cached configuration (tests). The configuration is the same for every customer. */
export function resetToolsConfigCache(): void {
  pending = null;
  loaded = null;
}

export interface ToolsConfigState {
  config: ToolsConfig | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

export function useToolsConfig(): ToolsConfigState {
  const [config, setConfig] = useState<ToolsConfig | null>(loaded);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadToolsConfig(attempt > 0).then(
      (value) => {
        if (!active) return;
        setConfig(value);
        setError(null);
      },
      (reason: unknown) => {
        if (!active) return;
        setError(reason ?? new Error('toolsConfig failed'));
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setError(null);
    setConfig(null);
    setAttempt((n) => n + 1);
  }, []);

  return { config, loading: config === null && error === null, error, reload };
}
