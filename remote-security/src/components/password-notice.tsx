// What the customer must know when choosing a password (spec §5 "Displayed but not enforced by the
// client"): the things a password must not contain, and not to let the browser save it.
import { Alert, Typography } from 'antd';
import { texts } from '../lib/texts.ts';

export function PasswordNotice({ showNotAllowed = true }: { showNotAllowed?: boolean }) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="password-notice"
      style={{ marginBottom: 20 }}
      title={<span style={{ fontSize: 13 }}>{texts.noBrowserSaving}</span>}
      description={
        showNotAllowed ? (
          <div style={{ fontSize: 12 }}>
            <Typography.Text strong style={{ fontSize: 12 }}>
              {texts.notAllowedTitle}
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
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
