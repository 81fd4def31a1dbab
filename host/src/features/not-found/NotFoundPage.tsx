// /portal/404 outside the layout (unknown paths inside the layout render NotFoundContent there).
import { AuthFrame } from '../../components/AuthFrame.tsx';
import { NotFoundContent } from '../../components/NotFoundContent.tsx';

export function NotFoundPage() {
  return (
    <AuthFrame title="404 エラー" width={560}>
      <NotFoundContent />
    </AuthFrame>
  );
}
