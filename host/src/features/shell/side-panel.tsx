import { SecurityActions } from './security-actions.tsx';
import { ToolLinks } from './tool-links.tsx';
import { UserSummary } from './user-summary.tsx';

/** Left side panel (spec §2): user summary, the security buttons and the tool links. */
export function SidePanel() {
  return (
    <div>
      <UserSummary />
      <SecurityActions />
      <ToolLinks />
    </div>
  );
}
