import type { EditCause } from '@/core/workspace/versions';
import type { Database } from './database';
import type { NewDocument } from './repositories/documents';
import type { NewShareLink } from './repositories/share-links';
import { inWorkspaceOf, repositories, type InWorkspace, type Repositories } from './in-workspace';
import { generationRepository } from './repositories/generations';
import { progressBatch } from './progress-batch';
import { runProcedure } from './procedures';
import type { GeneratedSave } from './save-generated';
import type { VersionAuthor } from './repositories/versions';
import { eraseDocuments, eraseVenture } from './repositories/erase';
import { CheckedImport, checkImport, exportWorkspace, importWorkspace, InvalidImport } from './repositories/transfer';
import { ventureForIdea } from './repositories/idea-venture';
import { VentureReads } from './venture-reads';
import { HeardChanges, keptWhileUnchanged } from './heard-changes';
import { accountRepository } from './repositories/accounts';
import { passkeyRepository } from './repositories/passkeys';
import { teamRepository } from './repositories/team';
import { commentRepository } from './repositories/comments';
import { activityRepository } from './repositories/activity';
import { inboxRepository } from './repositories/inbox';
import { handoverLinkRepository } from './repositories/handover-links';
import { emailTokenRepository } from './repositories/email-tokens';
import type { VentureProfile } from '@/core/venture/sources';

/** Saved results, their writes under the workspace's lock. */
const documentWrites = (plain: Repositories, inWorkspace: InWorkspace) => ({
  ...plain.documents,
  create: (workspaceId: string, ventureId: string, document: NewDocument) =>
    inWorkspace(workspaceId, (repos) => repos.documents.create(workspaceId, ventureId, document)),
  update: (
    workspaceId: string,
    id: string,
    version: number,
    result: unknown,
    author?: VersionAuthor,
    cause?: EditCause,
  ) => inWorkspace(workspaceId, (repos) => repos.documents.update(workspaceId, id, version, result, author, cause)),
  restore: (workspaceId: string, id: string, version: number, author?: VersionAuthor) =>
    inWorkspace(workspaceId, (repos) => repos.documents.restore(workspaceId, id, version, author)),
  /** Deletes it and everything of it in one transaction (erase.ts). */
  remove: (workspaceId: string, id: string) =>
    inWorkspace(workspaceId, (repos) => repos.documents.remove(workspaceId, id)),
});

/**
 * Deleting everything of a set of results or of a venture, in one transaction (erase.ts): their
 * generation rows, share links with their views and time per slide, versions; a venture's pins
 * and design too. A route that deletes results or a venture calls these.
 */
const erasing = (inWorkspace: InWorkspace) => ({
  documents: (workspaceId: string, documentIds: readonly string[]) =>
    inWorkspace(workspaceId, (_repos, tx) => eraseDocuments(tx, workspaceId, documentIds)),
  venture: (workspaceId: string, ventureId: string) =>
    inWorkspace(workspaceId, (_repos, tx) => eraseVenture(tx, workspaceId, ventureId)),
});

/** Ventures: the writes a quota guards or that span tables, each in one transaction under the workspace's lock. */
function ventureStore(plain: Repositories, inWorkspace: InWorkspace) {
  return {
    ...plain.ventures,
    create: (workspaceId: string, given: Partial<VentureProfile> & Pick<VentureProfile, 'name'>, accountId?: string) =>
      inWorkspace(workspaceId, (repos) => repos.ventures.create(workspaceId, given, accountId)),
    /** Use This Idea: the ideas' venture becomes the idea's, or they move to a new one (idea-venture.ts). */
    forIdea: (
      workspaceId: string,
      ideas: { documentId: string; tool: string },
      profileOf: (inputs: Record<string, string>) => VentureProfile,
      accountId?: string,
    ) => inWorkspace(workspaceId, (_repos, tx) => ventureForIdea(tx, workspaceId, ideas, profileOf, accountId)),
  };
}

/** SQLSTATE class 22 (data exception): a value PostgreSQL cannot store, such as a date out of its range. */
const isDataException = (error: unknown) => /^22/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/** Adds a file (checked here unless `checkImport` already did: InvalidImport) in one transaction, or nothing. */
async function importInto(inWorkspace: InWorkspace, workspaceId: string, data: unknown) {
  const checked = data instanceof CheckedImport ? data : checkImport(data);
  try {
    return await inWorkspace(workspaceId, (_repos, tx) => importWorkspace(tx, workspaceId, checked));
  } catch (error) {
    if (isDataException(error))
      throw new InvalidImport(
        'This workspace file has a value that cannot be stored (a date or a number out of range).',
      );
    throw error;
  }
}

/** Accounts; whether a workspace is claimed, asked with a guest's every request, kept until a claim is heard (migration 31). */
function accountsKeepingClaims(db: Database, heard: HeardChanges) {
  const accounts = accountRepository(db);
  return {
    ...accounts,
    isClaimed: keptWhileUnchanged(heard, {
      idOf: (workspaceId: string) => workspaceId,
      changedBy: (_claimed, workspaceId) => `workspace:${workspaceId}`,
      ask: accounts.isClaimed,
    }),
  };
}

/**
 * A venture's stamp and a document's place. A document's place (a share page's view asks it) is
 * kept while nothing of its venture is heard to change: every change of a document bumps its
 * venture (migration 12), which is told (migration 22).
 */
function keptStamps(plain: Repositories, heard: HeardChanges) {
  return {
    ...plain.ventureReads,
    documentStamp: keptWhileUnchanged(heard, {
      idOf: (workspaceId: string, documentId: string) => `${workspaceId}/${documentId}`,
      changedBy: (stamp) => stamp && `venture:${stamp.venture.venture.id}`,
      ask: plain.ventureReads.documentStamp,
    }),
  };
}

/** The repositories over one database: the only code that sends SQL. */
export function createStore(db: Database) {
  const plain = repositories(db);
  const inWorkspace = inWorkspaceOf(db);
  const generations = generationRepository(db, (sql, params) => db.unflushedWrite(sql, params));
  const heard = new HeardChanges(db);

  return {
    db,
    inWorkspace,
    /** What this instance heard change, which the reads below trust where the engine allows (heard-changes.ts). */
    heard,
    /** Accounts, their sessions and the workspaces they belong to. */
    accounts: accountsKeepingClaims(db, heard),
    /** Passkeys and the challenges of their ceremonies. */
    passkeys: passkeyRepository(db),
    /** Workspaces' members, roles and invitations. */
    team: teamRepository(db),
    /** Comments on the parts of results. */
    comments: commentRepository(db),
    /** A venture's activity, and what each member has seen of it. */
    activity: activityRepository(db),
    /** Each member's inbox of mentions and replies, and whether they are mailed. */
    inbox: inboxRepository(db),
    /** The tokens of links sent by email, and whether an account's email is verified. */
    emailTokens: emailTokenRepository(db),
    /** The one-time sign-in links an owner hands over, and the password reset they open. */
    handoverLinks: handoverLinkRepository(db),
    /** One read of a venture per revision, kept in memory and shared by every route (venture-reads.ts). */
    reads: new VentureReads(plain, heard),
    /** A venture's stamp, a document's place: the one statement a cached read costs, where any is. */
    stamps: keptStamps(plain, heard),
    workspaces: plain.workspaces,
    ventures: ventureStore(plain, inWorkspace),
    documents: documentWrites(plain, inWorkspace),
    erase: erasing(inWorkspace),
    savedIdeas: {
      ...plain.savedIdeas,
      save: (workspaceId: string, idea: unknown) =>
        inWorkspace(workspaceId, (repos) => repos.savedIdeas.save(workspaceId, idea)),
    },
    pins: plain.pins,
    generations: { ...generations, progress: progressBatch(generations.progress) },
    /** Stores a finished generation in one transaction, on the database's thread when it has one (save-generated.ts). */
    saveGenerated: (save: GeneratedSave) => runProcedure(db, 'saveGenerated', save),
    shareLinks: {
      ...plain.shareLinks,
      // Under the lock, requests in parallel take turns at the count: the cap holds on PostgreSQL too.
      create: (workspaceId: string, documentId: string, link: NewShareLink) =>
        inWorkspace(workspaceId, (repos) => repos.shareLinks.create(workspaceId, documentId, link)),
    },
    designs: {
      ...plain.designs,
      setLogo: (workspaceId: string, ventureId: string, logo: Parameters<Repositories['designs']['setLogo']>[2]) =>
        inWorkspace(workspaceId, (repos) => repos.designs.setLogo(workspaceId, ventureId, logo)),
    },
    exportWorkspace: (workspaceId: string | undefined) => exportWorkspace(db, workspaceId),
    importWorkspace: (workspaceId: string, data: unknown) => importInto(inWorkspace, workspaceId, data),
  };
}

export type Store = ReturnType<typeof createStore>;
