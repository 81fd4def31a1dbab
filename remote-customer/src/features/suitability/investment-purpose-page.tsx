// /portal/customer/business: 投資目的.
import { MultipleChoicePage } from './multiple-choice-page.tsx';

export default function InvestmentPurposePage() {
  return <MultipleChoicePage kind="purpose" />;
}
