import type { ExportFormat } from '@/core/exports/formats';
import type { ExportContext } from '@/core/exports/spec';
import type { CheckedLogo } from './logo-image';

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

/**
 * A render thread's answer: the file's bytes (transferred, not copied) and what the log should
 * know of it (a logo left out), or why it failed.
 */
export type RenderReply =
  { ok: true; bytes: ArrayBuffer; isMainThread: boolean; notes?: string[] } | { ok: false; message: string };

/** A logo a founder uploads or imports, to be decoded and drawn again in a thread (logo-image.ts). */
export interface LogoRequest {
  logo: Uint8Array;
}

/** The logo as it is kept, or why it is refused; `ok: false` only when the thread itself failed. */
export type LogoReply = { ok: true; checked: CheckedLogo } | { ok: false; message: string };

/** Every job a render thread takes, told apart by its fields. */
export type ThreadRequest = RenderRequest | LogoRequest;
export const isLogoRequest = (request: ThreadRequest): request is LogoRequest => 'logo' in request;
