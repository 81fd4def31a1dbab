// The stages of a change: 入力 → 確認 → (認証) → 完了. Going back keeps what was typed.
import { useCallback, useState } from 'react';

export type Stage = 'input' | 'confirm' | 'code' | 'done';

export function useChangeFlow<V, R>() {
  const [stage, setStage] = useState<Stage>('input');
  const [values, setValues] = useState<V | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [at, setAt] = useState<Date | null>(null);
  const confirm = useCallback((v: V) => {
    setValues(v);
    setStage('confirm');
  }, []);
  const toCode = useCallback(() => setStage('code'), []);
  const back = useCallback(() => setStage('input'), []);
  const finish = useCallback((r: R) => {
    setResult(r);
    setAt(new Date());
    setStage('done');
  }, []);
  const restart = useCallback(() => {
    setValues(null);
    setResult(null);
    setStage('input');
  }, []);
  return { stage, values, result, at, confirm, toCode, back, finish, restart };
}
