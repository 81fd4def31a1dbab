// /portal/customer/motivation: 取引の動機.
import { MultipleChoicePage } from './multiple-choice-page.tsx';

export default function MotivationPage() {
  return <MultipleChoicePage kind="motivation" />;
}
