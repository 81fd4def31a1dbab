// /portal/home — My Page top: greeting, balances per trading account under the product-line labels,
// the banners and quick links to the tools.
import { useMemo } from 'react';
import { Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { ClockCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Note, usePortalToken, visuallyHiddenStyle } from '@portal/kit';
import {
  accountsAtom,
  customerDisplayName,
  customerInfoAtom,
  formatDateTime,
  formatMoney,
  lastLoginResultAtom,
  nowInTokyo,
} from '@portal/shared-kernel';
import type { AccountInfo, CustomerInfo, CustomerType, LoginResult, SecurityDrawerKey } from '@portal/shared-kernel';
import { RemoteFallback } from '../../components/remote/remote-fallback.tsx';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { openDrawerAtom } from '../../hooks/drawers.ts';

import { useToolLinks } from '../../hooks/use-tool-links.ts';
import { AccountsCard } from './accounts-card.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { groupAccounts, totalsByCurrency } from './group-accounts.ts';
import { useHomeData } from './use-home-data.ts';
import { useAccountSettingCommon, usePortalAtomValue, usePortalSetAtom } from '@portal/shared-kernel/react';
import { passkeyPageFor } from '../../lib/navigation/passkey-page.ts';
import { texts } from '../../lib/texts.ts';
import './home.css';

const t = texts.home;

function greetingByHour(hour: number): string {
  if (hour >= 5 && hour < 11) return t.greetings.morning;
  if (hour >= 11 && hour < 18) return t.greetings.day;
  return t.greetings.evening;
}

/** The greeting, the last login and the total balance per currency. */
function WelcomeCard({
  customer,
  lastLogin,
  accounts,
  accountsState,
}: {
  customer: CustomerInfo | null;
  lastLogin: LoginResult | null;
  accounts: readonly AccountInfo[];
  accountsState: ReturnType<typeof useHomeData>['accountsState'];
}) {
  const customerType = customer?.customerType ?? 'individual';
  const totals = useMemo(() => totalsByCurrency(accounts.map((a) => ({ currency: a.accountCurrency, amount: a.cashBalance }))), [accounts]);
  const now = nowInTokyo();
  const token = usePortalToken();
  // The card's layout is home.css's .portal-welcome; its colours are the theme's.
  return (
    <Card styles={{ body: { padding: 0 } }} className="portal-welcome">
      <Flex wrap justify="space-between" align="stretch">
        <div className="portal-welcome-main">
          <Note size="compact">{now.format(t.dateFormat)}</Note>
          <Typography.Title level={2} className="portal-welcome-name">
            {customer ? texts.honorific(customerDisplayName(customer)) : t.guest}
          </Typography.Title>
          <Typography.Paragraph className="portal-welcome-thanks" style={{ color: token.portalBodyText }}>
            {t.thanks(greetingByHour(now.hour()), customerType === 'corporate')}
          </Typography.Paragraph>
          <Note className="portal-welcome-last-login">
            <ClockCircleOutlined aria-hidden />
            {t.lastLogin(formatDateTime(lastLogin?.loginOutput.lastLoginTime ?? customer?.lastLoginTime ?? null))}
          </Note>
        </div>
        <div
          className="portal-welcome-total"
          style={{ background: `linear-gradient(135deg, ${token.portalNavy}, ${token.colorPrimary})`, color: token.colorTextLightSolid }}
        >
          <div className="portal-welcome-caption">{t.totalBalance}</div>
          {totals.length === 0 ? (
            <div className="portal-welcome-figure">{accountsState === 'loading' ? <Spin size="small" /> : '--'}</div>
          ) : (
            totals.map((total) => (
              <div key={total.currency} className="portal-welcome-figure portal-figure" data-testid="total-balance">
                {formatMoney(total.amount, total.currency)}
              </div>
            ))
          )}
          <div className="portal-welcome-caption portal-welcome-note">{t.totalNote(accounts.length)}</div>
        </div>
      </Flex>
    </Card>
  );
}

function ToolsCard({ tools }: { tools: ReturnType<typeof useToolLinks> }) {
  return (
    <Card title={t.tools} className="portal-fill-height">
      {tools.status === 'loading' && <Spin />}
      {tools.status === 'unavailable' && <RemoteFallback compact onRetry={() => void tools.retry()} />}
      {tools.status === 'ready' && (
        <div className="portal-tiles">
          {tools.links.map((link) => {
            const body = (
              <>
                <span className="portal-tile-icon">
                  <ToolIcon path={link.to} />
                </span>
                <span className="portal-tile-label">{link.title}</span>
              </>
            );
            return link.external ? (
              <a key={link.key} href={link.to} target="_blank" rel="noopener noreferrer" className="portal-tile">
                {body}
              </a>
            ) : (
              <Link key={link.key} to={link.to} className="portal-tile">
                {body}
              </Link>
            );
          })}
        </div>
      )}
    </Card>
  );
}

function SecurityCard({ customerType, onOpen }: { customerType: CustomerType; onOpen: (key: SecurityDrawerKey) => void }) {
  return (
    <Card title={t.security} className="portal-fill-height">
      <Flex vertical>
        {[
          { key: 'loginPassword' as const, label: t.securityLinks.loginPassword },
          { key: 'withdrawalPassword' as const, label: t.securityLinks.withdrawalPassword },
          { key: 'sessions' as const, label: t.securityLinks.sessions },
        ].map((item) => (
          <button key={item.key} type="button" className="portal-list-button" onClick={() => onOpen(item.key)}>
            <span>{item.label}</span>
            <RightOutlined aria-hidden className="portal-list-chevron" />
          </button>
        ))}
        <Link to={passkeyPageFor(customerType)} className="portal-list-button">
          <span>{t.securityLinks.passkeys}</span>
          <RightOutlined aria-hidden className="portal-list-chevron" />
        </Link>
      </Flex>
    </Card>
  );
}

export function HomePage() {
  const customer = usePortalAtomValue(customerInfoAtom);
  const accounts = usePortalAtomValue(accountsAtom);
  const lastLogin = usePortalAtomValue(lastLoginResultAtom);
  const setting = useAccountSettingCommon();
  const openDrawer = usePortalSetAtom(openDrawerAtom);
  const { accountsState, banners, reload } = useHomeData();
  const tools = useToolLinks();
  const customerType = customer?.customerType ?? 'individual';
  const groups = useMemo(() => {
    const options = setting ? (customerType === 'corporate' ? setting.corporateAccountTypes : setting.individualAccountTypes) : [];
    return groupAccounts(accounts, customerType, options);
  }, [accounts, customerType, setting]);

  return (
    <Flex vertical gap={20}>
      <h1 style={visuallyHiddenStyle}>{texts.layout.home}</h1>
      <WelcomeCard customer={customer} lastLogin={lastLogin} accounts={accounts} accountsState={accountsState} />

      <BannerCarousel banners={banners} />

      {/* The accounts table needs the width: beside the tools only on very wide screens; below that the
          tools and security cards sit side by side under it. */}
      <Row gutter={[20, 20]}>
        <Col xs={24} xxl={16}>
          <AccountsCard state={accountsState} groups={groups} onRetry={reload} />
        </Col>
        <Col xs={24} xxl={8}>
          <Row gutter={[20, 20]}>
            <Col xs={24} md={12} xxl={24}>
              <ToolsCard tools={tools} />
            </Col>
            <Col xs={24} md={12} xxl={24}>
              <SecurityCard customerType={customerType} onOpen={openDrawer} />
            </Col>
          </Row>
        </Col>
      </Row>
    </Flex>
  );
}
