/**
 * The workspace file (`venturekit-workspace.json`) as Import Workspace checks it. Only the server
 * reads it (the browser sends the file's text as it is), so its date checks stay out of the
 * browser's bundle.
 */
import * as z from 'zod/mini';
import { ACCOUNT_NAME_MAX } from '../account/schema';
import { COMMENT_LIMITS, partPath } from '../comments/schema';
import { brandColour, THEME_IDS } from '../deck-design/schema';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../tools/fields';
import { FACT_IDS } from '../venture/fact-ids';
import { TITLE_MAX, WORKSPACE_FILE, WORKSPACE_QUOTAS } from './limits';
import { filledUpTo, optionalShort } from './schema';
import { EDIT_CAUSES, MADE_BY } from './versions';

/** Years PostgreSQL and JavaScript both read the same way; year 0000 is not a date to PostgreSQL. */
const timestamp = z.iso.datetime({ offset: true }).check(
  z.refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= 1900 && year <= 9999;
  }, 'must be a date between the years 1900 and 9999'),
);
/** Versions count edits; the ceiling leaves room to edit an imported result (PostgreSQL's integer stops at 2,147,483,647). */
export const MAX_VERSION = 1_000_000_000;
const jsonObject = z.record(z.string(), z.unknown());
/** The most versions of one result a workspace file may carry. */
export const MAX_VERSIONS_IN_FILE = 1000;

/** One comment of a thread as the file holds it: its author's name (no account: one means nothing elsewhere), its words, when. */
const fileComment = z.strictObject({
  author: filledUpTo(ACCOUNT_NAME_MAX),
  body: filledUpTo(COMMENT_LIMITS.body),
  createdAt: timestamp,
});

/**
 * A comment thread on a part of the result (docs/product.md §16 "Comments"): the part's path and
 * its hash when the thread began, its first comment then its replies, oldest first, and who
 * resolved it when (absent while open). Mentions are not carried: their accounts are another
 * workspace's; the words keep the @Name (docs/decisions.md).
 */
export const workspaceFileThread = z.strictObject({
  path: partPath,
  partHash: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash in hex')),
  resolved: z.optional(z.strictObject({ by: z.nullable(filledUpTo(ACCOUNT_NAME_MAX)), at: timestamp })),
  comments: z.array(fileComment).check(z.minLength(1), z.maxLength(COMMENT_LIMITS.perDocument)),
});
type FileThread = z.infer<typeof workspaceFileThread>;

/** A thread on one of the venture's facts: the fact's id as its path (migration 28). */
const workspaceFileFactThread = z.extend(workspaceFileThread, { path: z.tuple([z.enum(FACT_IDS)]) });

/** A result's threads (or a venture's facts'), at most as many comments in all as one result may hold. */
const threadsOf = <Thread extends FileThread>(thread: z.ZodMiniType<Thread>) =>
  z.array(thread).check(
    z.maxLength(COMMENT_LIMITS.perDocument),
    z.refine(
      (threads: FileThread[]) =>
        threads.reduce((sum, thread) => sum + thread.comments.length, 0) <= COMMENT_LIMITS.perDocument,
      `must hold at most ${COMMENT_LIMITS.perDocument} comments, replies included`,
    ),
  );
const fileThreads = threadsOf(workspaceFileThread);

export const workspaceFileDocument = z.strictObject({
  tool: z.string().check(z.minLength(1), z.maxLength(64)),
  title: filledUpTo(TITLE_MAX),
  inputs: z.record(z.string(), z.string().check(z.maxLength(LONG_TEXT_MAX))),
  result: jsonObject,
  version: z.int().check(z.gte(1), z.lte(MAX_VERSION)),
  createdAt: timestamp,
  updatedAt: timestamp,
  // Every version of the result, oldest first (docs/product.md §13); files written before versions have none.
  versions: z.optional(
    z
      .array(
        z.strictObject({
          version: z.int().check(z.gte(1), z.lte(MAX_VERSION)),
          madeBy: z.enum(MADE_BY),
          restoredFrom: z.optional(z.int().check(z.gte(1), z.lte(MAX_VERSION))),
          // Why an edit was made (Use Fact, Rewrite with AI), so the imported Activity tells it as the original did.
          cause: z.optional(z.enum(EDIT_CAUSES)),
          // Who made it, by name: accounts do not travel, the name the Activity and History show does.
          author: z.optional(filledUpTo(ACCOUNT_NAME_MAX)),
          result: jsonObject,
          createdAt: timestamp,
        }),
      )
      .check(z.maxLength(MAX_VERSIONS_IN_FILE)),
  ),
  // Its comment threads, only where it has any; files written before comments have none.
  threads: z.optional(fileThreads),
});

/**
 * A venture's deck design (docs/product.md §14): its theme, brand colour and logo, the logo's bytes
 * in base64 (checked by them on import, as an upload is: PNG or JPEG, at most 1 MB).
 */
export const workspaceFileDesign = z.strictObject({
  theme: z.enum(THEME_IDS),
  brand: brandColour,
  logo: z.optional(z.base64()),
});

export const workspaceFile = z.strictObject({
  format: z.literal(WORKSPACE_FILE.format),
  version: z.literal(WORKSPACE_FILE.version),
  exportedAt: timestamp,
  ventures: z
    .array(
      z.strictObject({
        name: filledUpTo(SHORT_TEXT_MAX),
        description: z.string().check(z.maxLength(LONG_TEXT_MAX)),
        // Files written before ventures had these parts lack them.
        industry: optionalShort(),
        targetMarket: optionalShort(),
        region: optionalShort(),
        createdAt: timestamp,
        // The founder's pinned facts, each checked against its bounds on import; older files have none.
        pins: z.optional(z.partialRecord(z.enum(FACT_IDS), z.number())),
        // The deck's design; older files have none, and the venture keeps the default design.
        design: z.optional(workspaceFileDesign),
        // The comment threads on its facts (docs/product.md §16 "Comments"), only where it has any.
        factThreads: z.optional(threadsOf(workspaceFileFactThread)),
        // In the order they were last made, edited or restored: each tool opens on its last one.
        documents: z.array(workspaceFileDocument).check(z.maxLength(WORKSPACE_QUOTAS.documents)),
      }),
    )
    .check(z.maxLength(WORKSPACE_QUOTAS.ventures)),
  savedIdeas: z
    .array(
      z.strictObject({
        name: filledUpTo(SHORT_TEXT_MAX),
        description: filledUpTo(LONG_TEXT_MAX),
        idea: jsonObject,
        createdAt: timestamp,
      }),
    )
    .check(z.maxLength(WORKSPACE_QUOTAS.savedIdeas)),
});
export type WorkspaceFile = z.infer<typeof workspaceFile>;
