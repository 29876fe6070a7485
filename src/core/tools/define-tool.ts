import * as z from 'zod/mini';
import type { ToolExport } from '../exports/formats';
import type { ExportDescriptions } from '../exports/spec';
import type { SourceTool, VentureProfile, VentureSources } from '../venture/sources';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../limits';

export { LONG_TEXT_MAX, SHORT_TEXT_MAX };

/** A string whose type errors read on from the field's label ("Industry is required"). */
const requiredText = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

/** A required text input, whitespace around it dropped, at most `max` characters. */
const requiredInput = (max: number) =>
  requiredText().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));

/** A required single-line text input; whitespace around it is dropped. */
export const shortText = () => requiredInput(SHORT_TEXT_MAX);
/** A required multi-line text input; whitespace around it is dropped. */
export const longText = () => requiredInput(LONG_TEXT_MAX);

/** Text a model must fill: whitespace around it dropped, not empty. */
export const filledText = () => z.string().check(z.trim(), z.minLength(1));
/** A list with at least one item. */
export const nonEmptyList = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.minLength(1));
/** A list of exactly `count` items. */
export const listOf = <T extends z.ZodMiniType>(item: T, count: number) => z.array(item).check(z.length(count));

/** How one input is shown in a tool's form. */
export interface FieldSpec {
  /** Visible label, as docs/product.md gives it. */
  label: string;
  kind: 'text' | 'textarea' | 'select';
  /** Text of the info tooltip next to the label. */
  help?: string;
  placeholder?: string;
  /** A hint shown under the field. */
  hint?: string;
  /** The choices of a select, in order. */
  options?: readonly string[];
  /** The most characters the field takes; the server's schema says the same. */
  maxLength: number;
}

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

/** A tool's plain-text download of its result, built in the browser. */
export interface ToolDownload<Result> {
  /** Button label, such as "Download Plan". */
  label: string;
  fileName: string;
  toText: (result: Result) => string;
  /** Description of the Downloaded toast. */
  toast: string;
}

/** What a tool is, as the landing page, the sidebar and the routes see it. */
export interface ToolListing<Id extends string = string> {
  /** Stable id, used in the API path: POST /api/generate/{id}. */
  id: Id;
  /** Path segment under /dashboard, and the short path the landing footer links to. */
  route: string;
  /** Screen heading. */
  title: string;
  /** Line under the heading. */
  subtitle: string;
  /** Short name in the sidebar and the landing footer. */
  navLabel: string;
  /** The landing page's feature card text. */
  feature: string;
  /** Name of the lucide icon the web app shows for this tool. */
  icon: 'lightbulb' | 'file-text' | 'bar-chart' | 'presentation' | 'calculator';
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
  /**
   * Shape of a result the founder edited, where the screen allows edits (the deck's slides): the
   * server checks a saved edit against it. Stricter than `result`: field limits, no unknown keys.
   */
  editable?: z.ZodMiniType<z.infer<R>>;
  /** How this tool's form and the venture's profile fill each other, where they share something. */
  profile?: ProfileLink<z.infer<I>>;
  texts: ToolTexts;
}

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
  /** A deterministic, schema-valid model output built from the inputs, for running with no provider. */
  offline: (input: z.infer<I>) => z.infer<O>;
  /** The saved result's one-line name in History and the venture menu: an idea's or business's name, the niche... */
  documentTitle: (result: z.infer<R>, input: z.infer<I>) => string;
  /** What each of `exports`' files holds (src/core/exports/spec.ts); the server renders it. */
  documents?: ExportDescriptions<z.infer<R>>;
  /** The venture's saved results this tool builds on, in order: read for `context` and named in the result's "Built on" line. */
  sources?: readonly SourceTool[];
  /** The venture's saved work, quoted as data for the prompt (src/core/venture/context.ts); undefined when there is none. */
  context?: (sources: VentureSources) => string | undefined;
  /** Writes the figures the financial engine owns into the result, so numbers agree everywhere. */
  reconcile?: (result: z.infer<R>, sources: VentureSources) => z.infer<R>;
  /** Turns the validated model output into the result, on the server. Required with `result`. */
  finalize?: (output: z.infer<O>, input: z.infer<I>) => z.infer<R>;
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

/** A tool's inputs and nothing else: requests and imported files may carry no unknown field. */
export function strictInputs<I extends z.ZodMiniObject>(inputs: I) {
  return z.strictObject(inputs.shape);
}

/** The schema a final result must pass: the tool's `result`, or its model `output`. */
export function resultSchema<R extends z.ZodMiniType>(tool: { output: z.ZodMiniType; result?: R }): R {
  return (tool.result ?? tool.output) as R;
}

/** Quotes a user's input for a prompt so it reads as data, not as instructions. */
export function quote(value: string): string {
  return JSON.stringify(value);
}
