import { useState } from 'react';
import { messageOf } from './account-list';

/**
 * A form of the account screen on its way to the server: whether it is busy, and the refusal's
 * sentence, shown until the next try (the fields keep what was typed).
 */
export function useSubmit() {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  /** Runs `work`; false (with the sentence shown) when it was refused or failed. */
  async function run(work: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setProblem('');
    try {
      await work();
      return true;
    } catch (failure) {
      setProblem(messageOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { problem, busy, run };
}

/** Where a form says why it was refused: read out when it appears. */
export function ProblemLine({ problem }: { problem: string }) {
  return (
    <p role="alert" className="text-sm text-red-700 empty:hidden">
      {problem}
    </p>
  );
}
