/**
 * The Rewrite with AI panel's run (loaded with it): idle (the choices), streaming (the preview as it
 * grows, Stop), or ready (the rewritten part, Accept or Discard). A failure logs the server's text,
 * shows the tool's error toast as a generation's does and goes back to idle; Stop and closing the
 * panel abort the request. Nothing here saves: Accept does, as an edit.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RewriteStyle } from '@/core/rewrite/rewrite';
import type { EditablePart } from '@/core/tools/editable-parts';
import type { PartPath } from '@/core/venture/document-figures';
import { toast } from '@/web/components/ui/toaster';
import { failureOf } from '@/web/generator/failure';
import { streamRewrite } from './rewrite-client';

export type RewriteRun =
  { phase: 'idle' } | { phase: 'streaming'; preview: unknown } | { phase: 'ready'; value: unknown };

export interface RewriteTarget {
  part: EditablePart;
  path: PartPath;
  toolId: string;
  documentId: string;
  /** The tool's error toast text (docs/product.md §8). */
  errorText: string;
}

/** The run, `start(style, instruction?)` (resolves to how it ended) and `stop()`. */
export function useRewrite({ part, path, toolId, documentId, errorText }: RewriteTarget) {
  const [run, setRun] = useState<RewriteRun>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (style: RewriteStyle, instruction?: string): Promise<'ready' | 'failed' | 'stopped'> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRun({ phase: 'streaming', preview: undefined });
      const call = { toolId, documentId, path, style, ...(instruction && { instruction }) };
      const onPreview = (preview: unknown) => {
        if (controller.current === current) setRun({ phase: 'streaming', preview });
      };
      try {
        const outcome = await streamRewrite(part, call, { signal: current.signal, onPreview });
        if (controller.current !== current) return 'stopped';
        controller.current = null;
        if (outcome.ok) {
          setRun({ phase: 'ready', value: outcome.value });
          return 'ready';
        }
        const failure = failureOf(outcome.response, errorText);
        // The server's own text goes to the console only, as a generation's (docs/product.md §7).
        console.error(failure.message);
        toast.error(failure.title, { description: failure.toast });
        setRun({ phase: 'idle' });
        return 'failed';
      } catch (error) {
        if (current.signal.aborted) return 'stopped';
        throw error;
      }
    },
    [part, path, toolId, documentId, errorText],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: 'idle' });
  }, []);

  return { run, start, stop };
}
