// What shows while the first page's code arrives (the router's HydrateFallback). Plain markup and
// the host's stylesheet, not antd's Spin: the login page must not wait for antd.
import { texts } from '../lib/texts.ts';

export function BootLoading() {
  return (
    <div className="portal-boot-loading" role="status">
      <span className="portal-spinner" aria-hidden="true" />
      <span>{texts.loading}</span>
    </div>
  );
}
