import type * as z from 'zod/mini';
import type { ToolExport } from '../exports/formats';
import type { ExportDescriptions } from '../exports/spec';
import type { ContextSection, ToolSource } from '../venture/context';
import type { PartPath } from '../venture/document-figures';
import type { FactPins } from '../venture/fact-ids';
import type { FinancialModel } from '../finance/schema';
import type { FactSource, VentureFact } from '../venture/facts';
import type { SourceTool, VentureProfile, VentureResults, VentureSources } from '../venture/sources';
import type { EditablePart, PartPattern } from './editable-parts';
import type { VersionPart } from './result-parts';
import type { FieldSpec } from './fields';
import type { ToolListing } from './tool-listing';
import type { RehearsalQuestion } from './rehearsal';

/** The texts docs/product.md fixes for one tool's screen and toasts. */
export interface ToolTexts {
  /** Submit button label. */
  submit: string;
  /** Submit button label while generating. */
  submitting: string;
  /** Text beside the spinner while generating, where docs/product.md has one. */
  busy?: string;
  /** Description of the Missing Information toast. */
  missing: string;
  success: { title: string; description: string };
  /** Description of the Error toast. */
  error: string;
}

/** A slide as a shared page draws it (server/share/render-deck.ts). */
export interface SharedSlide {
  title: string;
  content: string;
}

/**
 * A result shared by a link: the page's heading ("Pitch Deck") and what the page shows. `slides`:
 * the result's `slides`, drawn in the venture's deck design one at a time (a tool with
 * `designedDeck`), each viewer's time per slide counted in the link's analytics; `document`: the
 * result as its PDF describes it (`documents.pdf`, with the venture's context: its name and newest
 * model, for the plan's key figures), as an article with its charts.
 */
export type ToolShare<Result = unknown> =
  | { title: string; page: 'document' }
  | { title: string; page: 'slides'; slides: (result: Result) => readonly SharedSlide[] };

/** A tool's plain-text download of its result, built in the browser. */
export interface ToolDownload<Result> {
  /** Button label, such as "Download Plan". */
  label: string;
  fileName: string;
  /** The file's text; a promise where its code is fetched on the first Download (the model's: see its client). */
  toText: (result: Result) => string | Promise<string>;
  /** Description of the Downloaded toast. */
  toast: string;
}

/**
 * What the browser needs of a tool: its inputs and how the form shows them, the shape of its
 * result (to render partial results and check the final one), its download and its texts. No
 * prompt, persona or offline generator: those stay on the server (see ToolDefinition).
 */
export interface ToolClient<
  I extends z.ZodMiniObject = z.ZodMiniObject,
  O extends z.ZodMiniType = z.ZodMiniType,
  Id extends string = string,
  R extends z.ZodMiniType = O,
> extends ToolListing<Id> {
  /** The inputs, validated on the server and checked in the browser. */
  inputs: I;
  /** How each input appears in the form, in order. */
  fields: { [K in keyof z.infer<I> & string]: FieldSpec };
  /** Shape of a final result; model output must pass it before anyone sees it as final. */
  output: O;
  /**
   * Shape of the result users see, when it differs from the model's output (the financial model
   * computes its figures from the model's assumptions). Defaults to `output`.
   */
  result?: R;
  /** The plain-text download, where docs/product.md has one. */
  download?: ToolDownload<z.infer<R>>;
  /** The Export menu beside the download: each native format and the file it downloads as. */
  exports?: readonly ToolExport[];
  /** Whether a share link can show it, and how its page draws it (docs/product.md §12). None: not shareable. */
  share?: ToolShare<z.infer<R>>;
  /** How this tool's form and the venture's profile fill each other, where they share something. */
  profile?: ProfileLink<z.infer<I>>;
  /**
   * Whether its prose states the venture's facts: each figure is checked against them
   * (core/venture/document-figures.ts), conflicts shown with Use Fact, which saves an edit (so the
   * tool needs `editable`).
   */
  checksFigures?: boolean;
  /** Where a part of the result sits, as the screen names it ("Slide 6: Business Model"), for its figure checks. */
  partLabel?: (path: PartPath, result: z.infer<R>) => string;
  /**
   * The parts of its result the founder edits in place (editable-parts.ts: where, called what, as
   * a text, a list or fields, and the schema the browser checks first), read by the screen's
   * EditablePart; a saved edit goes to the server, whose `editable` schema decides. None by default.
   */
  editableParts?: readonly EditablePart[];
  /**
   * What the founder edits of a result that has no `editableParts` (the model's cash, assumptions
   * and scenarios; its figures follow from them), as text: what "Your unsaved version" shows of a
   * refused edit (docs/product.md §13). The result's keys, one line each, when absent.
   */
  editedText?: (result: z.infer<R>) => string | Promise<string>;
  texts: ToolTexts;
}

/** One saved result a tool builds on: which tool, and which of its parts (all of them when none are named). */
export interface SourceRequest {
  tool: SourceTool;
  /** Keys of the source's `asSource.lines`; a test checks each exists. */
  parts?: readonly string[];
}

/**
 * What an offline generator reads of the venture, as typed values: what its prompt quotes as text
 * (tools/venture-context.ts builds both from the same rules), so an offline draft builds on the
 * same venture a model's does.
 */
export interface OfflineVenture {
  /** The venture's saved results the tool builds on (its `sources`), by tool: only those, and only those it has. */
  sources: VentureResults;
  /** The venture's facts its prompt quotes (`quotesFacts`), which the draft states; none otherwise. */
  facts: readonly VentureFact[];
  /** The venture's profile where its prompt quotes it (`quotesProfile`, a profile that says more than a name). */
  profile?: VentureProfile;
}

/** The venture an offline generator is given none of: nothing saved, no facts, no profile. */
export const NO_VENTURE: OfflineVenture = { sources: {}, facts: [] };

/** A tool's form and the venture's profile, both ways. */
export interface ProfileLink<Inputs> {
  /** The form's starting values in a venture with nothing saved for this tool: only parts the profile has. */
  toForm: (profile: VentureProfile) => Partial<Record<keyof Inputs & string, string>>;
  /** What a first generation's inputs tell the venture it creates (its name comes from the result's title). */
  fromForm?: (inputs: Inputs) => Partial<Omit<VentureProfile, 'name'>>;
}

/** The profile's parts that are set, as form values: `{ field: profile part }`, empty parts left out. */
export function formFromProfile<Field extends string>(
  profile: VentureProfile,
  parts: Record<Field, keyof VentureProfile>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries<keyof VentureProfile>(parts)
      .map(([field, part]) => [field, profile[part].trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as Partial<Record<Field, string>>;
}

/**
 * A tool the server can generate with: its client part plus how to ask the model for it. Only the
 * server imports these (through registry.ts or a tool's index.ts); the browser imports client.ts.
 */
export interface ToolDefinition<
  I extends z.ZodMiniObject = z.ZodMiniObject,
  O extends z.ZodMiniType = z.ZodMiniType,
  Id extends string = string,
  R extends z.ZodMiniType = O,
> extends ToolClient<I, O, Id, R> {
  /** Name of the JSON schema sent to the model (letters, digits, _ and -). */
  schemaName: string;
  /** The system message: who the model is for this tool. */
  persona: string;
  /** The user message, carrying the inputs as quoted data. */
  prompt: (input: z.infer<I>) => string;
  /**
   * A deterministic, schema-valid model output built from the inputs, for running with no provider,
   * and from what the prompt quotes of the venture, as data (never the prompt's text): the saved
   * results it builds on, its facts and its profile (OfflineVenture). None: a venture with nothing saved.
   */
  offline: (input: z.infer<I>, venture?: OfflineVenture) => z.infer<O>;
  /** The saved result's one-line name in History and the venture menu: an idea's or business's name, the niche... */
  documentTitle: (result: z.infer<R>, input: z.infer<I>) => string;
  /** What each of `exports`' files holds (src/core/exports/spec.ts); the server renders it. */
  documents?: ExportDescriptions<z.infer<R>>;
  /**
   * Its slides are drawn in the venture's deck design (core/deck-design): the export route passes
   * the venture's theme, brand colour, logo and figures to `documents` as their `context`.
   */
  designedDeck?: boolean;
  /**
   * The venture's saved results this tool builds on, in order: each quoted into its prompt as data
   * (venture/context.ts) with the parts named, and named in the result's "Built on" line.
   */
  sources?: readonly SourceRequest[];
  /** Whether its prompt quotes the venture's profile, when the profile says more than a name. */
  quotesProfile?: boolean;
  /**
   * Whether its prompt carries the venture's facts (core/venture/facts.ts) from the sources it
   * builds on and the founder's pins, to be stated exactly; a tool's own facts are left out.
   */
  quotesFacts?: boolean;
  /**
   * The tools whose facts its prose is checked against (`checksFigures`) though it does not build
   * on them: an idea card's price is the venture's once the venture has a model. Its sources'
   * facts and the founder's pins are checked whatever this says.
   */
  factsFrom?: readonly SourceTool[];
  /**
   * The venture's facts its newest saved result gives (core/venture/facts.ts reads them from every
   * tool that has this), each with `source`; `pins`, the founder's, where a fact depends on them (the
   * runway the pinned raise buys). A pin then overrides any of them.
   */
  facts?: (result: z.infer<R>, source: FactSource, pins: FactPins) => VentureFact[];
  /**
   * Its result is the venture's financial model: every amount of the venture is in its currency,
   * and the plan's key figures and the designed deck's figures are computed from it (exports, share
   * pages). One tool at most (registry.test.ts).
   */
  ventureModel?: (result: z.infer<R>) => FinancialModel;
  /**
   * Each item of its result can become a venture (Use This Idea, docs/product.md §10): a venture
   * holding nothing but this tool's results becomes the item's, with the profile its inputs give
   * (`profile.fromForm`); otherwise the item's result moves to a new venture. One tool at most (registry.test.ts).
   */
  seedsVentures?: true;
  /** Questions its newest result gives to rehearse beside the deck's slides (the Presenter View's; rehearsal.ts). */
  rehearsal?: (result: z.infer<R>) => RehearsalQuestion[];
  /**
   * How other tools read this tool's saved result (a section of their prompt, part by part): every
   * tool has one, so any tool may build on any other (`sources`).
   */
  asSource: ToolSource<z.infer<R>>;
  /** Writes the figures the financial engine owns into the result, so numbers agree everywhere. */
  reconcile?: (result: z.infer<R>, sources: VentureSources) => z.infer<R>;
  /**
   * What the founder typed into the venture's newest result of this tool that a new result keeps
   * (the model's cash, funding, edited hiring plan, chosen currency, scenarios), and the pins that
   * win over the tool's values: run on the server over every generated result, before it is saved
   * or shown, with that newest result (`previous`, none in a new venture) and the venture's pins.
   */
  keepFounderInputs?: (result: z.infer<R>, previous: z.infer<R> | undefined, pins: FactPins) => z.infer<R>;
  /**
   * Shape of a result the founder edited (on the server only: the browser never needs it), where the screen allows edits (the deck's slides): the
   * server checks a saved edit against it. Stricter than `result`: field limits, no unknown keys.
   */
  editable?: z.ZodMiniType<z.infer<R>>;
  /**
   * The parts History names in what changed and two tabs' edits merge by, where they are not the
   * `editableParts` (the deck's slides). Defaults to `editableParts` (core/tools/result-parts.ts).
   */
  versionParts?: readonly VersionPart[];
  /** Parts that carry comment threads besides those (each row of a list History sees whole: core/comments/parts.ts). */
  commentParts?: readonly PartPattern[];
  /** Where the result holds what it computes from its parts, which a comparison of versions leaves out (result-parts.ts). */
  derivedPaths?: readonly PartPath[];
  /**
   * Turns the validated model output into the result, on the server. Required with `result`.
   * `venture`: the venture the tool reads, as its offline generator gets it (its sources, facts and
   * profile), for a result computed from them (the Investor Review's findings); none in a tool's own tests.
   */
  finalize?: (output: z.infer<O>, input: z.infer<I>, venture?: OfflineVenture) => z.infer<R>;
  /**
   * Sections it computes from the venture it reads (as its offline generator gets it), quoted into
   * its prompt as data after the facts, before its sources: the Investor Review's findings.
   */
  ventureSections?: (venture: OfflineVenture) => ContextSection[];
  /** The most tokens the model may write for one result (and rewrites of its parts); the spec's 2000 when absent (model-settings.ts). */
  maxTokens?: number;
  /** The model's temperature for this tool (and rewrites of its parts); the spec's 0.7 when absent (model-settings.ts). */
  temperature?: number;
}

export type AnyToolDefinition = ToolDefinition<z.ZodMiniObject, z.ZodMiniType, string, z.ZodMiniType>;

/** Identity function that checks a tool's client part and keeps its precise types. */
export function defineClientTool<
  const Id extends string,
  I extends z.ZodMiniObject,
  O extends z.ZodMiniType,
  R extends z.ZodMiniType = O,
>(tool: ToolClient<I, O, Id, R>): ToolClient<I, O, Id, R> {
  return tool;
}

/** Identity function that checks a full tool definition (usually `{ ...client, persona, ... }`) and keeps its precise types. */
export function defineTool<
  const Id extends string,
  I extends z.ZodMiniObject,
  O extends z.ZodMiniType,
  R extends z.ZodMiniType = O,
>(tool: ToolDefinition<I, O, Id, R>): ToolDefinition<I, O, Id, R> {
  return tool;
}

/** The tools whose saved results `tool` builds on, in its order. */
export function sourceToolsOf(tool: Pick<AnyToolDefinition, 'sources'>): SourceTool[] {
  return (tool.sources ?? []).map((request) => request.tool);
}

/** The schema a final result must pass: the tool's `result`, or its model `output`. */
export function resultSchema<R extends z.ZodMiniType>(tool: { output: z.ZodMiniType; result?: R }): R {
  return (tool.result ?? tool.output) as R;
}
