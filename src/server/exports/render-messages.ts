import type { ExportFormat } from '@/core/exports/formats';
import type { ExportSpecs } from '@/core/exports/spec';

/** What the pool posts to a render thread: one job at a time per thread. */
export interface RenderRequest {
  format: ExportFormat;
  spec: ExportSpecs[ExportFormat];
}

/** A render thread's answer: the file's bytes (transferred, not copied), or why it failed. */
export type RenderReply = { ok: true; bytes: ArrayBuffer; isMainThread: boolean } | { ok: false; message: string };
