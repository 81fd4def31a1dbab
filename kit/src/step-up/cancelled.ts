// The customer closed the step-up dialog (「キャンセル」, Escape): no failure to show, the page stays as
// it was. Its own module so the kit's error texts can recognise it without importing the dialog.
export class StepUpCancelledError extends Error {
  override readonly name = 'StepUpCancelledError';
  constructor() {
    super('step-up cancelled');
  }
}

export const isStepUpCancelled = (e: unknown): e is StepUpCancelledError => e instanceof StepUpCancelledError;
