/** Why a generation was stopped from our side. */
export class GenerationStopped extends Error {
  override name = 'GenerationStopped';
  constructor(
    readonly why: 'client-gone' | 'timeout' | 'first-token-timeout' | 'idle-timeout' | 'shutdown' | 'stopped',
  ) {
    super(why);
  }
}

export interface TimeLimits {
  timeoutMs: number;
  firstTokenTimeoutMs: number;
  idleTimeoutMs: number;
}

export interface GenerationTimers {
  /** Epoch ms by which the first text must arrive (the first-token and total timeouts). */
  firstTextDeadline: number;
  /** Call on each piece of text. */
  textArrived(): void;
  clear(): void;
}

/**
 * The three bounds on a generation's time: the whole run, the wait for the first text, and every
 * silence after it. Each aborts `controller` with the GenerationStopped that names it. The idle
 * timer is re-armed only when it fires early, not on every piece of text: a timer per chunk is costly.
 */
export function generationTimers(limits: TimeLimits, controller: AbortController): GenerationTimers {
  const stopAfter = (ms: number, why: GenerationStopped['why']) =>
    setTimeout(() => controller.abort(new GenerationStopped(why)), ms);
  const total = stopAfter(limits.timeoutMs, 'timeout');
  let wait = stopAfter(limits.firstTokenTimeoutMs, 'first-token-timeout');
  let lastText = 0;
  let idleArmed = false;
  const armIdle = () => {
    idleArmed = true;
    wait = setTimeout(
      () => {
        if (Date.now() - lastText >= limits.idleTimeoutMs) controller.abort(new GenerationStopped('idle-timeout'));
        else armIdle();
      },
      Math.max(1, lastText + limits.idleTimeoutMs - Date.now()),
    );
  };
  return {
    firstTextDeadline: Date.now() + Math.min(limits.firstTokenTimeoutMs, limits.timeoutMs),
    textArrived() {
      lastText = Date.now();
      if (!idleArmed) {
        clearTimeout(wait);
        armIdle();
      }
    },
    clear() {
      clearTimeout(total);
      clearTimeout(wait);
    },
  };
}
