// /portal/customer/motivation: 取引の動機.
import { CodesPage } from './codes-page.tsx';

export default function MotivationPage() {
  return <CodesPage kind="motivation" />;
}
