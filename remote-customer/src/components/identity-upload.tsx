// The document a pending change waits for: uploadPersonalConfirmationDoc (identity and corporate
// documents) or uploadTraderConfirmationDoc (the trader's identity), sent for that pending request.
import type { ModifyKind } from '@portal/shared-kernel';
import { PROFILE_QUERIES } from '../lib/profile.ts';
import { texts } from '../lib/texts.ts';
import { DocumentUpload } from './document-upload.tsx';

const labels: Partial<Record<ModifyKind, string>> = {
  trader: texts.traderUpload,
  corp_info: texts.corpDocumentUpload,
  corp_rep: texts.corpDocumentUpload,
};

/** The upload for the pending request `requestId` of `kind` (the trader's document goes to uploadTraderConfirmationDoc). */
export function IdentityUpload({ id, kind, requestId }: { id: string; kind: ModifyKind; requestId: number }) {
  return (
    <div data-testid="identity-upload">
      <DocumentUpload
        id={id}
        label={labels[kind] ?? texts.identityUpload}
        kind={kind === 'trader' ? 'trader' : 'personal'}
        requestId={requestId}
        invalidates={PROFILE_QUERIES}
      />
    </div>
  );
}
