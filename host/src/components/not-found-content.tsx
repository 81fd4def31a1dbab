import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { texts } from '../lib/texts.ts';

/** The 404 content, inside the layout (unknown path; its title is the page's h1) or on /portal/404 (the frame has the h1). */
export function NotFoundContent({ heading = true }: { heading?: boolean }) {
  return (
    <Result
      status="404"
      title={heading ? <h1 style={{ fontSize: 24, margin: 0 }}>{texts.notFound.title}</h1> : texts.notFound.title}
      subTitle={texts.notFound.text}
      extra={
        <Link to="/home">
          <Button type="primary">{texts.notFound.back}</Button>
        </Link>
      }
    />
  );
}
