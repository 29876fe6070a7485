import type { ExportFormat } from '@/core/exports/formats';
import type { ExportContext } from '@/core/exports/spec';

/**
 * What the pool posts to a render thread, one job at a time per thread: the tool's result (checked
 * by the route against the tool's schema) and what the file is made with besides it. The thread
 * describes the file (a deck's layout and text fitting, tens of milliseconds for a large one) and
 * draws it, so neither holds the event loop.
 */
export interface RenderRequest {
  /** The tool's id, as the registry knows it. */
  tool: string;
  format: ExportFormat;
  result: unknown;
  context: ExportContext;
}

/** A render thread's answer: the file's bytes (transferred, not copied), or why it failed. */
export type RenderReply = { ok: true; bytes: ArrayBuffer; isMainThread: boolean } | { ok: false; message: string };
