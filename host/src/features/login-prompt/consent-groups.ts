// Annual consent documents grouped GX / MT4 / others, each sorted by order (spec §3).
import type { AnnualConsentDocument, ExtraAcknowledgementItem } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

export interface ConsentGroup {
  key: 'GX' | 'MT4' | 'others';
  title: string;
  documents: AnnualConsentDocument[];
}

const titles: Record<ConsentGroup['key'], string> = texts.consent.groups;

export function groupConsentDocuments(documents: readonly AnnualConsentDocument[]): ConsentGroup[] {
  const buckets: Record<ConsentGroup['key'], AnnualConsentDocument[]> = { GX: [], MT4: [], others: [] };
  for (const doc of documents) {
    const key = doc.tradingPlatform === 'GX' ? 'GX' : doc.tradingPlatform === 'MT4' ? 'MT4' : 'others';
    buckets[key].push(doc);
  }
  return (['GX', 'MT4', 'others'] as const)
    .map((key) => ({ key, title: titles[key], documents: [...buckets[key]].sort((a, b) => a.order - b.order) }))
    .filter((g) => g.documents.length > 0);
}

/** The extra acknowledgement items by where they go, each sorted by order. */
export function splitAcknowledgements(items: readonly ExtraAcknowledgementItem[]): {
  before: ExtraAcknowledgementItem[];
  after: ExtraAcknowledgementItem[];
  others: ExtraAcknowledgementItem[];
} {
  const sorted = [...items].sort((a, b) => a.order - b.order);
  return {
    before: sorted.filter((i) => i.type === 'text_before'),
    after: sorted.filter((i) => i.type === 'text_after'),
    others: sorted.filter((i) => i.type === 'acknowledgement_others'),
  };
}
