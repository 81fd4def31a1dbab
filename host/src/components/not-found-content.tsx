// The 404 content, loaded when an unknown path first shows it: antd's Result brings its three status
// illustrations (about 9 KiB gzip), which every page would otherwise download before its first render.
import { lazy, Suspense } from 'react';

const NotFoundView = lazy(() => import(/* webpackChunkName: "not-found" */ './not-found-view.tsx'));

/** The 404 content, inside the layout (unknown path; its title is the page's h1) or on /portal/404 (the frame has the h1). */
export function NotFoundContent({ heading = true }: { heading?: boolean }) {
  return (
    <Suspense fallback={null}>
      <NotFoundView heading={heading} />
    </Suspense>
  );
}
