// The frame of every page inside the layout: one level-one heading, an optional lead and back link,
// and the one loading / error convention of the data layer — while the page's query has no answer a
// spinner, when it failed the load-failed view with 「再読み込み」, otherwise the page.
import type { ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { LoadFailed } from '../feedback/load-failed.tsx';
import { Heading } from '../layout/heading.tsx';
import { Note } from '../layout/note.tsx';
import { usePortalToken } from '../theme/use-portal-token.ts';
import { kitTexts } from '../texts.ts';

/** The part of a query (useEndpointQuery, useApiQuery) the frame reads. */
export interface FrameQuery {
  loading: boolean;
  status: 'loading' | 'success' | 'error';
  reload: () => void;
}

export interface PageFrameProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Beside the heading (e.g. a button). */
  extra?: ReactNode;
  /** A link back (e.g. to My Page top). */
  back?: { to: string; label: string };
  /** The page's data; several are waited for together. */
  query?: FrameQuery | readonly FrameQuery[];
  loadFailedTitle?: string;
  children?: ReactNode;
  /** Rendered once every query has its data (instead of children). */
  render?: () => ReactNode;
}

export function PageFrame({ title, lead, extra, back, query, loadFailedTitle, children, render }: PageFrameProps) {
  const token = usePortalToken();
  const queries: readonly FrameQuery[] = query === undefined ? [] : Array.isArray(query) ? query : [query as FrameQuery];
  const failed = queries.find((q) => q.status === 'error' && !q.loading);
  const loading = queries.some((q) => q.loading);
  let body: ReactNode;
  if (failed)
    body = (
      <LoadFailed
        onRetry={() => queries.forEach((q) => q.status === 'error' && q.reload())}
        {...(loadFailedTitle ? { title: loadFailedTitle } : {})}
      />
    );
  else if (loading)
    body = (
      <Flex justify="center" style={{ padding: token.sizeXXL }}>
        <span role="status" aria-label={kitTexts.loading}>
          <Spin />
        </span>
      </Flex>
    );
  else body = render ? render() : children;
  return (
    <section>
      {back && (
        <Link to={back.to} style={{ display: 'inline-flex', alignItems: 'center', gap: token.sizeXXS, marginBottom: token.marginSM }}>
          <LeftOutlined aria-hidden />
          {back.label}
        </Link>
      )}
      <Flex vertical gap={token.sizeXXS} style={{ marginBottom: token.marginLG }}>
        <Flex align="center" justify="space-between" wrap gap={token.sizeXS}>
          <Heading level={1} size={3} scaleLineHeight>
            {title}
          </Heading>
          {extra}
        </Flex>
        {lead ? (
          <Note block size="default">
            {lead}
          </Note>
        ) : null}
      </Flex>
      {body}
    </section>
  );
}
