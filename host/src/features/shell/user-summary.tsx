// The side panel's user summary (spec §2): customer number, name (individual: last + first name and
// kana; corporate: corporate name with kana), last login time in Asia/Tokyo or '--'.
import { Note, usePortalToken } from '@portal/kit';
import { customerInfoAtom, formatDateTime, lastLoginResultAtom, type CustomerInfo } from '@portal/shared-kernel';
import { usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';
import { PanelSection } from './panel-section.tsx';

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
  const token = usePortalToken();
  if (!customer) return null;
  const rows = summaryRows(customer, lastLogin?.loginOutput.lastLoginTime ?? customer.lastLoginTime);
  return (
    <PanelSection label={t.label} showLabel={false} padding="20px 20px 16px" divided>
      <Note>{customer.customerType === 'corporate' ? t.corporate : t.individual}</Note>
      {/* The list's layout is layout.css's .portal-summary; its colours are the theme's. */}
      <dl className="portal-summary">
        {rows.map((row) => {
          const name = row.label === t.name || row.label === t.corporateName;
          return (
            <div key={row.label}>
              <dt style={{ color: token.colorTextSecondary }}>{row.label}</dt>
              <dd className={name ? 'is-name' : undefined} style={{ color: token.portalInk }}>
                {row.value}
              </dd>
            </div>
          );
        })}
      </dl>
    </PanelSection>
  );
}
