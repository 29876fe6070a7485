import '@/web/api/zod-config';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/web/components/ui/toaster';
import type * as z from 'zod/mini';
import { partialOf, type DeepPartial } from '@/core/stream/partial-shape';
import { resultSchema, type ToolClient } from '@/core/tools/define-tool';
import type { FieldSpec } from '@/core/tools/fields';
import type { SaveOutcome } from '@/core/workspace/schema';
import { useGenerationFocus, type FocusGoal } from './generation-focus';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { STOP } from './stop';
import type { GenerationResponse } from './stream-client';
import { failureOf } from './failure';
import { MISSING_INFORMATION } from './texts';

/** The stream's reader (and eventsource-parser): fetched when the page is idle, or by the first Generate. */
const loadStreamClient = () => import('./stream-client');

export type InputValues = Record<string, string>;

export interface GeneratorOptions {
  /** The venture results are stored in (the screen's); the server's current one without it. */
  ventureId?: string | null;
  /** Called after a final result, with where the server stored it (or why not) and the inputs that made it. */
  onDone?: (saved: SaveOutcome, inputs: InputValues) => void;
  /** The result on screen at first (a saved one the route loaded), so the screen opens on it with no empty frame. */
  initialResult?: unknown;
  /** A generation the server is still running (started before a reload): the screen follows it to its end. */
  resume?: ResumedGeneration | null;
}

/** A generation running on the server, as the tool's route found it: its id, inputs and text so far. */
export interface ResumedGeneration {
  id: string;
  inputs: InputValues;
  text: string;
}

/** Names of the tool's inputs that are empty; the product's checks are emptiness checks (docs/product.md §5). */
export function missingFields(tool: { fields: object }, values: InputValues): string[] {
  return Object.entries(tool.fields as Record<string, FieldSpec>)
    .filter(([name, spec]) => !spec.optional && !values[name]?.trim())
    .map(([name]) => name);
}

/**
 * What every tool screen shares: the emptiness check and its toast, the loading flag, the result
 * cleared on submit, the partial result while it streams, the success and error toasts, Stop,
 * aborting the request when the screen goes away, and where focus goes meanwhile (`focus`). Like
 * the AI SDK's `useObject`, it also exposes `stop()` and the last failure as `error`. Takes the
 * tool's client part (`<tool>/client`): the prompt and offline generator never reach the browser.
 */
export function useGenerator<
  I extends z.ZodMiniObject,
  O extends z.ZodMiniType,
  Id extends string,
  R extends z.ZodMiniType = O,
>(tool: ToolClient<I, O, Id, R>, options: GeneratorOptions = {}) {
  const run = useRunningRequest();
  const { refs: focusRefs, moveTo: moveFocus } = useGenerationFocus();
  const initial = (options.initialResult ?? null) as z.infer<R> | null;
  // A generation still running replaces the saved result as a new one does: it is not shown (nor its
  // Download and Export) until the generation ends without a result.
  const screen = useShownResult<z.infer<O>, z.infer<R>>(options.resume ? null : initial);
  const parts = { run, moveFocus, screen };
  const showOutcome = useShowOutcome(tool, options, parts);
  const generate = useGenerate(tool, options, parts, showOutcome);
  useResume(tool, options.resume, initial, parts, showOutcome);
  useEffect(() => prefetchWhenIdle(loadStreamClient), []);
  const { setPartial, setResult, resultBeforeRef } = screen;

  /**
   * Ends the running generation at once: the server is asked to stop it (STOP), nothing that
   * streamed is kept, and the result shown before it comes back.
   */
  const stop = useCallback(() => {
    if (!run.abort(STOP)) return;
    moveFocus('form');
    setPartial(null);
    setResult(resultBeforeRef.current);
  }, [run, moveFocus, setPartial, setResult, resultBeforeRef]);

  const { result, partial, shown, error, replaceResult } = screen;
  return {
    generate,
    stop,
    loading: run.loading,
    error,
    result,
    partial,
    shown,
    setResult,
    replaceResult,
    /** Where focus goes as a generation starts and ends: the form and the result's heading take these refs. */
    focus: focusRefs,
  };
}

interface GenerateParts<Output, Result> {
  run: ReturnType<typeof useRunningRequest>;
  moveFocus: (goal: FocusGoal) => void;
  screen: ReturnType<typeof useShownResult<Output, Result>>;
}

type Outcome<Result> = Awaited<ReturnType<typeof outcomeOf<Result>>>;

/**
 * Puts a generation's outcome on screen: the result, its success toast and `onDone`; or the result
 * shown before it (nothing is lost) with the tool's error toast; true for a result. A generation
 * stopped elsewhere (another tab's Stop) ends like Stop here, without a toast.
 */
function useShowOutcome<I extends z.ZodMiniObject, O extends z.ZodMiniType, Id extends string, R extends z.ZodMiniType>(
  tool: ToolClient<I, O, Id, R>,
  options: GeneratorOptions,
  { moveFocus, screen }: GenerateParts<z.infer<O>, z.infer<R>>,
) {
  const { setResult, setPartial, setError, resultBeforeRef } = screen;
  // Read when a generation ends, so a venture switch meanwhile needs no new callback.
  const latestOptions = useLatest(options);
  return useCallback(
    (outcome: Outcome<z.infer<R>>, values: InputValues): boolean => {
      if ('failure' in outcome) {
        moveFocus('form');
        setPartial(null);
        // Nothing is lost: the result shown before (the saved one, with Download and Export) comes back.
        setResult(resultBeforeRef.current);
        if (outcome.failure.stopped) return false;
        // The server's own text goes to the console only (docs/product.md §7); the user sees the tool's toast.
        console.error(outcome.failure.message);
        setError(outcome.failure.message);
        toast.error(outcome.failure.title, { description: outcome.failure.toast });
        return false;
      }
      moveFocus('result');
      setResult(outcome.result);
      toast.success(tool.texts.success.title, { description: tool.texts.success.description });
      latestOptions.current.onDone?.(outcome.saved, values);
      return true;
    },
    [tool, resultBeforeRef, setResult, setPartial, setError, latestOptions, moveFocus],
  );
}

/** `generate(values)`: checks the inputs, streams one generation and puts its outcome on screen; true for a result. */
function useGenerate<I extends z.ZodMiniObject, O extends z.ZodMiniType, Id extends string, R extends z.ZodMiniType>(
  tool: ToolClient<I, O, Id, R>,
  options: GeneratorOptions,
  { run, moveFocus, screen }: GenerateParts<z.infer<O>, z.infer<R>>,
  showOutcome: (outcome: Outcome<z.infer<R>>, values: InputValues) => boolean,
) {
  const { result, setResult, setPartial, setError, resultBeforeRef } = screen;
  const latestOptions = useLatest(options);
  return useCallback(
    async (values: InputValues): Promise<boolean> => {
      if (missingFields(tool, values).length > 0) {
        toast.error(MISSING_INFORMATION, { description: tool.texts.missing });
        return false;
      }
      if (!run.loading) resultBeforeRef.current = result;
      moveFocus('busy');
      const current = run.start();
      setError(null);
      setResult(null);
      setPartial(null);
      try {
        const { streamGeneration } = await loadStreamClient();
        const response = await streamGeneration(tool.id, values, {
          signal: current.signal,
          onPartial: (value) => setPartial(partialOf(tool.output, value) ?? null),
          ventureId: latestOptions.current.ventureId ?? undefined,
        });
        return showOutcome(outcomeOf<z.infer<R>>(tool, response), values);
      } catch (error) {
        if (current.signal.aborted) return false;
        moveFocus('form');
        setPartial(null);
        setResult(resultBeforeRef.current);
        throw error;
      } finally {
        run.finish(current);
      }
    },
    [tool, run, result, resultBeforeRef, setResult, setPartial, setError, latestOptions, moveFocus, showOutcome],
  );
}

/**
 * Opens the screen on a generation the server is still running: "Generating..." with its text so far
 * before the first paint, then its progress as it streams, then its outcome as any generation's.
 * The code that follows it is loaded only then.
 */
function useResume<I extends z.ZodMiniObject, O extends z.ZodMiniType, Id extends string, R extends z.ZodMiniType>(
  tool: ToolClient<I, O, Id, R>,
  resume: ResumedGeneration | null | undefined,
  saved: z.infer<R> | null,
  { run, moveFocus, screen }: GenerateParts<z.infer<O>, z.infer<R>>,
  showOutcome: (outcome: Outcome<z.infer<R>>, values: InputValues) => boolean,
) {
  const first = useRef({ run, moveFocus, screen, showOutcome, saved });
  useLayoutEffect(() => {
    if (!resume) return;
    const { run, moveFocus, screen, showOutcome, saved } = first.current;
    const { setPartial, setResult } = screen;
    // The saved result comes back if the generation stops or fails, as after Stop on any generation.
    screen.resultBeforeRef.current = saved;
    const current = run.start();
    moveFocus('busy');
    const onPartial = (value: unknown) => setPartial(partialOf(tool.output, value) ?? null);
    void import('./follow-generation')
      .then(({ followGeneration }) =>
        followGeneration(resume.id, { signal: current.signal, onPartial, textSoFar: resume.text }),
      )
      .then(
        (response) => showOutcome(outcomeOf<z.infer<R>>(tool, response), resume.inputs),
        () => {
          if (current.signal.aborted) return;
          setPartial(null);
          setResult(screen.resultBeforeRef.current);
        },
      )
      .finally(() => run.finish(current));
  }, [tool, resume]);
}

/**
 * The result on screen: the final one, the model's output as it streams in (for most tools the
 * same shape), the last failure's message, and what was on screen when the running generation
 * started (Stop puts it back).
 */
function useShownResult<Output, Result>(initial: Result | null) {
  const [result, setResult] = useState<Result | null>(initial);
  const [partial, setPartial] = useState<DeepPartial<Output> | null>(null);
  /** The server's message for the last generation that failed; null once one starts or succeeds. */
  const [error, setError] = useState<string | null>(null);
  const resultBeforeRef = useRef<Result | null>(null);
  /** Puts `value` on screen as the final result (or clears it), dropping what an earlier stream left. */
  const replaceResult = useCallback((value: Result | null) => {
    setPartial(null);
    setResult(value);
  }, []);
  /** The final result when there is one, otherwise what has streamed in so far (tools whose result is their output). */
  const shown = (result as DeepPartial<Result> | null) ?? (partial as DeepPartial<Result> | null);
  return { result, partial, shown, error, setResult, setPartial, setError, replaceResult, resultBeforeRef };
}

/** A generation's end as the screen takes it: the validated result and where it was saved, or the failure to log and show. */
function outcomeOf<Result>(
  tool: Parameters<typeof resultSchema>[0] & { texts: { error: string } },
  response: GenerationResponse,
): { result: Result; saved: SaveOutcome } | { failure: ReturnType<typeof failureOf> } {
  const final = response.success ? resultSchema(tool).safeParse(response.data) : undefined;
  if (final?.success && response.success) return { result: final.data as Result, saved: response.saved ?? {} };
  return { failure: failureOf(response, tool.texts.error) };
}

/**
 * The generation request in flight: `start` aborts any before it, `finish` ends the one that is
 * still current, `abort` ends it at once (false when none runs); leaving the screen aborts it.
 */
function useRunningRequest() {
  const controller = useRef<AbortController | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => () => controller.current?.abort(), []);
  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    return current;
  }, []);
  const finish = useCallback((current: AbortController) => {
    if (controller.current !== current) return;
    controller.current = null;
    setLoading(false);
  }, []);
  const abort = useCallback((reason?: unknown) => {
    const current = controller.current;
    if (!current) return false;
    controller.current = null;
    current.abort(reason);
    setLoading(false);
    return true;
  }, []);
  return useMemo(() => ({ loading, start, finish, abort }), [loading, start, finish, abort]);
}

/** A ref that always holds the latest value, for callbacks that must not change when it does. */
function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
