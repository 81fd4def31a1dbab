// What the customer must know when choosing a password (spec §5 "Displayed but not enforced by the
// client"): the things a password must not contain, and not to let the browser save it.
import { Alert, Typography } from 'antd';
import { usePortalToken } from '@portal/kit';
import { texts } from '../lib/texts.ts';

export function PasswordNotice({ showNotAllowed = true }: { showNotAllowed?: boolean }) {
  const token = usePortalToken();
  const small = { fontSize: token.fontSizeSM } as const;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="password-notice"
      style={{ marginBottom: token.marginMD }}
      title={<span style={{ fontSize: token.portalFontSizeCompact }}>{texts.noBrowserSaving}</span>}
      description={
        showNotAllowed ? (
          <div style={small}>
            <Typography.Text strong style={small}>
              {texts.notAllowedTitle}
            </Typography.Text>
            <ul style={{ margin: `${token.marginXXS}px 0 0`, paddingInlineStart: 18 }}>
              {texts.notAllowedItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : undefined
      }
    />
  );
}
