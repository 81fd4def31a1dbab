// 完了 of a change that needs review: the request number, what was asked for, and the way back to the page.
import { ConfirmList, ResultView } from '@portal/kit';
import type { ModifyRequestSummary } from '@portal/shared-kernel';
import { texts } from '../lib/texts.ts';

export function RequestResult({ result, at, onBack }: { result: ModifyRequestSummary; at: Date | null; onBack: () => void }) {
  return (
    <ResultView
      success
      title={texts.requestTitle}
      lead={texts.requestLead(result.id)}
      at={at ?? new Date()}
      onBack={onBack}
      backLabel={texts.backToPage}
    >
      <ConfirmList rows={result.summary} />
    </ResultView>
  );
}
