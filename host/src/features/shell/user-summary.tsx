// The side panel's user summary (spec §2): customer number, name (individual: last + first name and
// kana; corporate: corporate name with kana), last login time in Asia/Tokyo or '--'.
import { Typography } from 'antd';
import { customerInfoAtom, formatDateTime, lastLoginResultAtom, type CustomerInfo } from '@portal/shared-kernel';
import { usePortalAtomValue } from '@portal/shared-kernel/react';

export interface SummaryRow {
  label: string;
  value: string;
}

/** The rows of the summary, per customer type. */
export function summaryRows(customer: CustomerInfo, lastLoginTime: string | null): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: 'お客様番号', value: customer.customerNo }];
  if (customer.customerType === 'corporate') {
    rows.push({ label: '法人名', value: customer.corporateName ?? '--' });
    rows.push({ label: '法人名（フリガナ）', value: customer.corporateNameKatakana ?? '--' });
  } else {
    rows.push({ label: 'お名前', value: `${customer.lastName} ${customer.firstName}`.trim() || '--' });
    rows.push({ label: 'フリガナ', value: `${customer.lastNameKatakana} ${customer.firstNameKatakana}`.trim() || '--' });
  }
  rows.push({ label: '前回ログイン日時', value: formatDateTime(lastLoginTime) });
  return rows;
}

export function UserSummary() {
  const customer = usePortalAtomValue(customerInfoAtom);
  const lastLogin = usePortalAtomValue(lastLoginResultAtom);
  if (!customer) return null;
  const rows = summaryRows(customer, lastLogin?.loginOutput.lastLoginTime ?? customer.lastLoginTime);
  return (
    <section aria-label="お客様情報" style={{ padding: '20px 20px 16px', borderBottom: '1px solid #e3e7ee' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {customer.customerType === 'corporate' ? '法人のお客様' : '個人のお客様'}
      </Typography.Text>
      <dl style={{ margin: '8px 0 0' }}>
        {rows.map((row) => (
          <div key={row.label} style={{ marginBottom: 10 }}>
            <dt style={{ fontSize: 11, color: '#5b6472', marginBottom: 2 }}>{row.label}</dt>
            <dd
              style={{
                margin: 0,
                fontSize: row.label === 'お名前' || row.label === '法人名' ? 16 : 13,
                fontWeight: row.label === 'お名前' || row.label === '法人名' ? 700 : 500,
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
