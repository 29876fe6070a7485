import * as z from 'zod/mini';
import { currencySchema } from '../finance/currency';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, shortText } from '../tools/fields';
import { tools } from '../tools/listings';
import type { BuiltOn, SourceTool, VentureProfile } from '../venture/sources';
import { FACT_IDS, FACT_UNIT_NAMES } from '../venture/fact-ids';
import type { VentureFact } from '../venture/facts';
import { TITLE_MAX, WORKSPACE_FILE, WORKSPACE_QUOTAS } from './limits';
import { MADE_BY } from './versions';

export { TITLE_MAX, WORKSPACE_FILE, WORKSPACE_QUOTAS };

/** An optional text, whitespace around it dropped, '' when absent. */
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`)), '');
export const optionalShort = () => optionalText(SHORT_TEXT_MAX);
const optionalLong = () => optionalText(LONG_TEXT_MAX);
/** A text that is not empty after trimming, at most `max` characters. */
export const filledUpTo = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A venture's profile as New Venture, Use This Idea and Edit Venture Profile send it: a name, and
 * optionally a description, industry, target market and region ('' when not set).
 */
export const ventureDraft = z.strictObject({
  name: shortText(),
  description: optionalLong(),
  industry: optionalShort(),
  targetMarket: optionalShort(),
  region: optionalShort(),
}) satisfies z.ZodMiniType<VentureProfile>;
export type VentureDraft = z.infer<typeof ventureDraft>;

/*
 * What the API answers, as schemas: core/api/contract.ts names them per endpoint, the server's
 * answers are checked against them in tests, and the types below are inferred from them.
 */
const timestampText = z.string();
const id = z.string();

export const ventureSummary = z.object({
  id,
  name: z.string(),
  description: z.string(),
  industry: z.string(),
  targetMarket: z.string(),
  region: z.string(),
  createdAt: timestampText,
});
export type VentureSummary = z.infer<typeof ventureSummary>;

/** The workspace as the venture menu shows it. */
export const workspaceView = z.object({
  ventures: z.array(ventureSummary),
  /** The venture the tool screens work in; null before the first one exists. */
  currentVentureId: z.nullable(id),
});
export type WorkspaceView = z.infer<typeof workspaceView>;

/** Tokens as a provider reported them; each null where it reported none. */
const tokenCounts = z.object({
  promptTokens: z.nullable(z.number()),
  completionTokens: z.nullable(z.number()),
  totalTokens: z.nullable(z.number()),
});

/**
 * What one model call cost, as its provider reported it (README, "Token usage"): the model that
 * answered and its tokens, each null where the provider gave none (the offline provider gives none).
 */
export const tokenUsage = z.object({ model: z.string(), ...tokenCounts.shape });
export type TokenUsage = z.infer<typeof tokenUsage>;

/** What a saved result cost: the generation that made it and its parts' rewrites, summed. */
export const documentUsage = z.object({
  /** Null for a result no generation here recorded: imported, or made before usage was kept. */
  generation: z.nullable(tokenUsage),
  /** Rewrite with AI and Regenerate Slide on its parts: how many, and their tokens summed (null when none reported any). */
  rewrites: z.object({ count: z.number(), ...tokenCounts.shape }),
});
export type DocumentUsage = z.infer<typeof documentUsage>;

/** One saved result, as the History list shows it. */
export const documentSummary = z.object({
  id,
  ventureId: id,
  tool: z.string(),
  title: z.string(),
  /** Bumped on every edit; an edit must name the version it started from. */
  version: z.number(),
  createdAt: timestampText,
  updatedAt: timestampText,
  /** How its newest version was made, where the server read it: History says "Restored" for a restore. */
  madeBy: z.optional(z.enum(MADE_BY)),
  /** The member who made its newest version, where the server read it: a refused save says who changed it first. */
  author: z.optional(z.object({ id: z.nullable(z.string()), name: z.string() })),
  /** Its token usage, where the server read it (History and the document's answer do). */
  usage: z.optional(documentUsage),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

const sourceTool = z.enum(tools.map((tool) => tool.id) as [SourceTool, ...SourceTool[]]);
export const builtOnEntry = z.object({
  tool: sourceTool,
  documentId: id,
  savedAt: timestampText,
}) satisfies z.ZodMiniType<BuiltOn>;

/** One saved result, whole: the form's inputs that made it and the result as the screen shows it. */
export const savedDocument = z.object({
  ...documentSummary.shape,
  inputs: z.record(z.string(), z.string()),
  result: z.unknown(),
  /** The venture's saved results whose work went into this one's prompt, for its "Built on" line. */
  builtOn: z.array(builtOnEntry),
  /** Those of its sources regenerated or edited since: the result is out of date and can be made again. */
  changedSince: z.array(sourceTool),
});
export type SavedDocument = z.infer<typeof savedDocument>;

/** A tool's saved results in one venture: the History list (newest first) and the newest whole. */
/** One of the venture's facts as the API sends it (core/venture/facts.ts). */
export const ventureFact = z.object({
  id: z.enum(FACT_IDS),
  label: z.string(),
  value: z.number(),
  upper: z.optional(z.number()),
  values: z.optional(z.array(z.number())),
  precision: z.optional(z.number()),
  unit: z.enum(FACT_UNIT_NAMES),
  display: z.string(),
  currency: z.optional(currencySchema),
  source: z.union([
    z.object({
      kind: z.literal('tool'),
      tool: sourceTool,
      documentId: id,
      savedAt: timestampText,
      ventureModel: z.optional(z.literal(true)),
    }),
    z.object({ kind: z.literal('founder'), pinnedAt: z.optional(timestampText) }),
  ]),
  overridden: z.optional(z.literal(true)),
  toolValue: z.optional(z.number()),
  note: z.optional(z.string()),
}) satisfies z.ZodMiniType<VentureFact>;

export const toolDocuments = z.object({
  ventureId: z.nullable(id),
  documents: z.array(documentSummary),
  latest: z.nullable(savedDocument),
  /** The venture's facts, for a tool whose prose states them (its figures are checked against these). */
  facts: z.optional(z.array(ventureFact)),
});

/** The Venture screen: the venture's facts, and each tool's newest result with what is out of date in it. */
export const ventureOverview = z.object({
  ventureId: id,
  facts: z.array(ventureFact),
  documents: z.array(
    z.object({
      tool: z.string(),
      id,
      title: z.string(),
      updatedAt: timestampText,
      changedSince: z.array(z.string()),
      /** Figures in its prose that state another value than the venture's facts. */
      conflicts: z.number(),
    }),
  ),
  /** Questions to rehearse beside the deck's slides, from the tools that give them (`rehearsal`). */
  rehearsal: z.array(z.object({ slide: z.number(), question: z.string(), answer: z.string() })),
});
export type VentureOverview = z.infer<typeof ventureOverview>;
export type ToolDocuments = z.infer<typeof toolDocuments>;

export const savedIdeaView = z.object({
  id,
  name: z.string(),
  description: z.string(),
  idea: z.unknown(),
  createdAt: timestampText,
});
export type SavedIdeaView = z.infer<typeof savedIdeaView>;

/** What Import Workspace added. */
export const importSummary = z.object({ ventures: z.number(), documents: z.number(), savedIdeas: z.number() });
export type ImportSummary = z.infer<typeof importSummary>;

/**
 * What the server adds to a generation's `done` event: where the result was stored, or why it
 * could not be (the result is still shown, and can still be downloaded).
 */
export interface SaveOutcome {
  saved?: DocumentSummary;
  /** The venture's saved results the generation built on (also stored with the result). */
  builtOn?: BuiltOn[];
  /** The venture the first generation in a workspace created. */
  ventureCreated?: VentureSummary;
  saveError?: string;
}

/** A one-line title from free text: the part before a colon or the first sentence, cut at a word. */
export function titleFrom(text: string): string {
  const line = text.trim().split(/\r?\n/)[0] ?? '';
  const head = (line.split(/:\s/)[0] ?? line).split(/(?<=[.!?])\s/)[0] ?? line;
  if (head.length <= TITLE_MAX) return head || 'Untitled';
  const cut = head.slice(0, TITLE_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_MAX / 2)).trimEnd()}…`;
}
