// /portal/customer/business: 投資目的.
import { CodesPage } from './codes-page.tsx';

export default function BusinessPage() {
  return <CodesPage kind="purpose" />;
}
