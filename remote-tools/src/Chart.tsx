import { Button } from 'antd';
export default function Chart() {
  return <Button type="primary">チャート</Button>;
}
