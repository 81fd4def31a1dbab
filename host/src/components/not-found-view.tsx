import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { texts } from '../lib/texts.ts';

/** What NotFoundContent shows (not-found-content.tsx loads it on first use). */
export default function NotFoundView({ heading = true }: { heading?: boolean }) {
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
