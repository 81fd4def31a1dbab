// The side panel's user summary (spec §2): customer number, name (individual: last + first name and
// kana; corporate: corporate name with kana), last login time in Asia/Tokyo or '--'.
import { Typography } from 'antd';
import { customerInfoAtom, formatDateTime, lastLoginResultAtom, type CustomerInfo } from '@portal/shared-kernel';
import { usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';

const t = texts.shell.summary;

export interface SummaryRow {
  label: string;
  value: string;
}

/** The rows of the summary, per customer type. */
export function summaryRows(customer: CustomerInfo, lastLoginTime: string | null): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: t.customerNo, value: customer.customerNo }];
  if (customer.customerType === 'corporate') {
    rows.push({ label: t.corporateName, value: customer.corporateName ?? '--' });
    rows.push({ label: t.corporateKana, value: customer.corporateNameKatakana ?? '--' });
  } else {
    rows.push({ label: t.name, value: `${customer.lastName} ${customer.firstName}`.trim() || '--' });
    rows.push({ label: t.kana, value: `${customer.lastNameKatakana} ${customer.firstNameKatakana}`.trim() || '--' });
  }
  rows.push({ label: t.lastLogin, value: formatDateTime(lastLoginTime) });
  return rows;
}

export function UserSummary() {
  const customer = usePortalAtomValue(customerInfoAtom);
  const lastLogin = usePortalAtomValue(lastLoginResultAtom);
  if (!customer) return null;
  const rows = summaryRows(customer, lastLogin?.loginOutput.lastLoginTime ?? customer.lastLoginTime);
  return (
    <section aria-label={t.label} style={{ padding: '20px 20px 16px', borderBottom: '1px solid #e3e7ee' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {customer.customerType === 'corporate' ? t.corporate : t.individual}
      </Typography.Text>
      <dl style={{ margin: '8px 0 0' }}>
        {rows.map((row) => (
          <div key={row.label} style={{ marginBottom: 10 }}>
            <dt style={{ fontSize: 11, color: '#5b6472', marginBottom: 2 }}>{row.label}</dt>
            <dd
              style={{
                margin: 0,
                fontSize: row.label === t.name || row.label === t.corporateName ? 16 : 13,
                fontWeight: row.label === t.name || row.label === t.corporateName ? 700 : 500,
                color: '#1f2733',
                wordBreak: 'break-all',
              }}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
