// What a corporate page shows to a customer who is not a corporation (the host's menu never links it).
import { Alert } from 'antd';
import { texts } from '../../lib/texts.ts';

export function CorporateOnly() {
  return <Alert type="warning" showIcon title={texts.corporateOnly} />;
}
