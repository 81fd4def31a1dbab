// /portal/404 outside the layout (unknown paths inside the layout render NotFoundContent there).
import { AuthFrame } from '../../components/auth-frame.tsx';
import { NotFoundContent } from '../../components/not-found-content.tsx';
import { texts } from '../../lib/texts.ts';

export function NotFoundPage() {
  return (
    <AuthFrame title={texts.notFound.pageTitle} width={560}>
      <NotFoundContent heading={false} />
    </AuthFrame>
  );
}
