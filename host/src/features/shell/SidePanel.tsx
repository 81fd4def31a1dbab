import { SecurityActions } from './SecurityActions.tsx';
import { ToolLinks } from './ToolLinks.tsx';
import { UserSummary } from './UserSummary.tsx';

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
