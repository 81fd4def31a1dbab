import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { texts } from '../lib/texts.ts';

/** The 404 content, inside the layout (unknown path) or on /portal/404. */
export function NotFoundContent() {
  return (
    <Result
      status="404"
      title={texts.notFound.title}
      subTitle={texts.notFound.text}
      extra={
        <Link to="/home">
          <Button type="primary">{texts.notFound.back}</Button>
        </Link>
      }
    />
  );
}
