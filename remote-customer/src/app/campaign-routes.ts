// The external campaign link of spec §2's route table: it leaves the portal. The host's menu draws it
// by its external-link rules (a new window, rel="noopener noreferrer", an icon saying so) and never
// routes it. The address is the provider's campaign page; a deployment points it elsewhere, or hides
// it, with `externalLinks` of /portal/portal-config.json ("/campaign"), without rebuilding this remote.
import type { PortalRouteDef } from '@portal/shared-kernel/federation';
import { routeTexts as texts } from '../lib/route-texts.ts';

export const CAMPAIGN_URL = 'https://www.example.co.jp/campaign/';

export const campaignRoutes: PortalRouteDef[] = [{ path: 'campaign', title: texts.routeCampaign, order: 60, externalUrl: CAMPAIGN_URL }];
