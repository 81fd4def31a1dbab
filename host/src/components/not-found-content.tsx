import { Button, Result } from 'antd';
import { Link } from 'react-router';

export const NOT_FOUND_TITLE = 'ページが見つかりません';
export const NOT_FOUND_TEXT = 'お探しのページは移動または削除されたか、URLが正しくない可能性があります。';

/** The 404 content, inside the layout (unknown path) or on /portal/404. */
export function NotFoundContent() {
  return (
    <Result
      status="404"
      title={NOT_FOUND_TITLE}
      subTitle={NOT_FOUND_TEXT}
      extra={
        <Link to="/home">
          <Button type="primary">マイページトップへ戻る</Button>
        </Link>
      }
    />
  );
}
