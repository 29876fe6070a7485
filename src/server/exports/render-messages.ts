import type { ExportFormat } from '@/core/exports/formats';
import type { DeckLook, ExportContext } from '@/core/exports/spec';
import type { FinancialModel } from '@/core/finance/schema';
import type { VentureFact } from '@/core/venture/facts';
import type { VentureSources } from '@/core/venture/sources';
import type { CheckedLogo } from './logo-image';

/**
 * A venture's deck design as the server reads it (theme, brand colour, logo) with its facts: the
 * thread checks the deck's words against them (`agreeingDeckFigures`) for the figures it draws.
 */
export type LookRequest = Omit<DeckLook, 'figures'> & { facts: readonly VentureFact[] };

/**
 * What the pool posts to a render thread, one job at a time per thread: the tool's result (checked
 * by the route against the tool's schema) and what the file is made with besides it. The thread
 * checks a deck's figures, describes the file (a deck's layout and text fitting, tens of
 * milliseconds for a large one) and draws it, so none of it holds the event loop.
 */
export interface RenderRequest {
  /** The tool's id, as the registry knows it. */
  tool: string;
  format: ExportFormat;
  result: unknown;
  context: ExportContext;
  /** For a designed deck in the venture's design: its look, the figures still to be checked. */
  look?: LookRequest;
}

/**
 * The lighter work the pool's threads also take, before any waiting export: a shared document's
 * page content (the deck laid out in the venture's look), and the figure check's count of
 * conflicts in each of a venture's newest results (the Venture screen's).
 */
export type PoolTask =
  | {
      kind: 'shared-content';
      tool: string;
      result: unknown;
      ventureName: string;
      look?: LookRequest;
      /** For a document: the venture's current model, whose key figures the plan states. */
      model?: FinancialModel;
    }
  | { kind: 'conflicts'; documents: { tool: string; result: unknown }[]; sources: VentureSources }
  /** A logo a founder uploads or imports, decoded and drawn again (logo-image.ts). */
  | { kind: 'logo'; logo: Uint8Array };

/** A job as the thread gets it. */
export type PoolJob = ({ kind: 'file' } & RenderRequest) | PoolTask;

/** A shared document's page content, and its own style (the deck's logo): the page around it is made per view. */
export interface SharedContent {
  html: string;
  style: string;
}

/** A shared page's content as the page keeps it: with the deck's slide count, which its beacons are checked against. */
export type KeptContent = SharedContent & { slides: number };

/** What each task answers. */
export interface TaskAnswers {
  'shared-content': SharedContent | null;
  conflicts: number[];
  /** The logo as it is kept, or why it is refused. */
  logo: CheckedLogo;
}

/**
 * A render thread's answer: the file's bytes (transferred, not copied) with what the log should know
 * of it (a logo left out), or a task's value, or why it failed. `isMainThread` lets the tests check
 * that the work ran in a thread.
 */
export type RenderReply =
  | { ok: true; bytes: ArrayBuffer; isMainThread: boolean; notes?: string[] }
  | { ok: true; value: unknown; isMainThread: boolean }
  | { ok: false; message: string };

/**
 * How much lower than the server's event loop this thread runs (a nice value, 0 to 19). On a machine
 * with fewer cores than busy threads, the scheduler then gives the event loop (health checks,
 * streams, every other request) its core first, and a render waits instead: a render is a download
 * a founder asked for, the event loop is everyone.
 */
export const RENDER_THREAD_NICENESS = 10;
