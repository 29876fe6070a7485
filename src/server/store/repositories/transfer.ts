import { toolDefinition } from '@/core/tools/registry';
import { strictInputs } from '@/core/tools/fields';
import { WORKSPACE_FILE } from '@/core/workspace/schema';
import { workspaceFile, type WorkspaceFile } from '@/core/workspace/file';

type FileDocument = WorkspaceFile['ventures'][number]['documents'][number];
import { businessIdea } from '@/core/tools/ideas/schema';
import type { FactId } from '@/core/venture/fact-kinds';
import { checkPin } from '@/core/venture/pins';
import type { Queryable } from '../database';
import { iso, json, newId } from '../rows';
import { checkResult } from './check-result';
import { assertRoom, bytesOf } from './quota';
import { pinRepository } from './pins';
import { fingerprintOf, savedIdeaRepository } from './saved-ideas';
import { VENTURE_COLUMNS, type VentureRow } from './workspaces';
import type { CheckedLogo } from '../../exports/logo-image';
import { designsByVenture, fileLogoBytes, insertFileDesign, logoProblem, redrawFileLogos } from './transfer-designs';
import { earlierVersionBytes, insertFileVersions, versionsByDocument, versionsProblem } from './transfer-versions';
import { fileThreadsOf, insertFileThreads, threadsProblem } from './transfer-comments';

/** An import file that is not a workspace we can restore; the message says where. */
export class InvalidImport extends Error {
  override name = 'InvalidImport';
}

/** Each venture's pinned facts, as the workspace file holds them (`pins`, only where there are any). */
async function pinsByVenture(db: Queryable, workspaceId: string) {
  const pins = await db.query<{ venture_id: string; fact: string; value: number | string }>(
    `select p.venture_id, p.fact, p.value from venture_pins p join ventures v on v.id = p.venture_id
      where v.workspace_id = $1 order by p.fact`,
    [workspaceId],
  );
  return (ventureId: string) => {
    const mine = pins.filter((pin) => pin.venture_id === ventureId);
    return mine.length > 0 ? { pins: Object.fromEntries(mine.map((pin) => [pin.fact, Number(pin.value)])) } : {};
  };
}

interface DocumentRow {
  id: string;
  venture_id: string;
  tool: string;
  title: string;
  inputs: Record<string, string>;
  result: Record<string, unknown>;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** A saved result as the file holds it, with its versions and comment threads. */
const fileDocument = (
  row: DocumentRow,
  versions: FileDocument['versions'],
  threads: Pick<FileDocument, 'threads'>,
): FileDocument => ({
  tool: row.tool,
  title: row.title,
  inputs: row.inputs,
  result: row.result,
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  versions,
  ...threads,
});

/** Everything the workspace holds, as `venturekit-workspace.json`; an empty file for a browser without one. */
export async function exportWorkspace(db: Queryable, workspaceId: string | undefined): Promise<WorkspaceFile> {
  if (!workspaceId)
    return {
      format: WORKSPACE_FILE.format,
      version: WORKSPACE_FILE.version,
      exportedAt: new Date().toISOString(),
      ventures: [],
      savedIdeas: [],
    };
  const ventures = await db.query<VentureRow>(
    `select ${VENTURE_COLUMNS} from ventures where workspace_id = $1 order by created_at, seq`,
    [workspaceId],
  );
  // In the order the founder chose them (documents.ts): an import, adding them in file order, keeps
  // the result each tool opens on.
  const documents = await db.query<DocumentRow>(
    'select id, venture_id, tool, title, inputs, result, version, created_at, updated_at from documents where workspace_id = $1 order by chosen',
    [workspaceId],
  );
  const versionsOf = await versionsByDocument(db, workspaceId);
  const threads = await fileThreadsOf(db, workspaceId);
  const ideas = await savedIdeaRepository(db).list(workspaceId);
  const pinsOf = await pinsByVenture(db, workspaceId);
  const designOf = await designsByVenture(db, workspaceId);
  return {
    format: WORKSPACE_FILE.format,
    version: WORKSPACE_FILE.version,
    exportedAt: new Date().toISOString(),
    ventures: ventures.map((venture) => ({
      name: venture.name,
      description: venture.description,
      industry: venture.industry,
      targetMarket: venture.target_market,
      region: venture.region,
      createdAt: iso(venture.created_at),
      ...pinsOf(venture.id),
      ...designOf(venture.id),
      ...threads.ofVenture(venture.id),
      documents: documents
        .filter((document) => document.venture_id === venture.id)
        .map((document) => fileDocument(document, versionsOf(document.id), threads.ofDocument(document.id))),
    })),
    savedIdeas: ideas.reverse().map(({ name, description, idea, createdAt }) => ({
      name,
      description,
      idea: idea as Record<string, unknown>,
      createdAt,
    })),
  };
}

/** A file to import, checked whole, with its saved ideas once each (a file may list one idea twice). */
export class CheckedImport {
  constructor(
    readonly file: WorkspaceFile,
    readonly ideas: WorkspaceFile['savedIdeas'],
  ) {}
}

function checkDocuments(file: WorkspaceFile): void {
  file.ventures.forEach((venture, v) =>
    venture.documents.forEach((document, d) => {
      const where = `ventures.${v}.documents.${d}`;
      const tool = toolDefinition(document.tool);
      if (!tool)
        throw new InvalidImport(`This workspace file has a result of an unknown tool (${where}: ${document.tool}).`);
      if (!strictInputs(tool.inputs).safeParse(document.inputs).success)
        throw new InvalidImport(`This workspace file has invalid inputs (${where}).`);
      try {
        document.result = checkResult(document.tool, document.result) as Record<string, unknown>;
      } catch {
        throw new InvalidImport(`This workspace file has a result that does not fit its tool (${where}).`);
      }
      const problem = versionsProblem(document) ?? threadsProblem(document, tool);
      if (problem)
        throw new InvalidImport(`This workspace file has ${problem.replace(/(versions|threads)\./, `${where}.$1.`)}.`);
    }),
  );
}

/** Each pinned fact within its bounds, as if the founder pinned it now. */
function checkPins(file: WorkspaceFile): void {
  file.ventures.forEach((venture, v) => {
    for (const [fact, value] of Object.entries(venture.pins ?? {})) {
      const checked = checkPin(fact as FactId, value as number);
      if (!checked.ok)
        throw new InvalidImport(
          `This workspace file has a pinned fact out of bounds (ventures.${v}.pins.${fact}: ${checked.message})`,
        );
    }
  });
}

function distinctIdeas(file: WorkspaceFile): WorkspaceFile['savedIdeas'] {
  const seen = new Map<string, WorkspaceFile['savedIdeas'][number]>();
  file.savedIdeas.forEach((entry, index) => {
    const idea = businessIdea.safeParse(entry.idea);
    if (!idea.success)
      throw new InvalidImport(`This workspace file has a saved idea that is not a valid idea (savedIdeas.${index}).`);
    seen.set(fingerprintOf(idea.data.name, idea.data.description), { ...entry, idea: idea.data });
  });
  return [...seen.values()];
}

/**
 * Checks the whole file before anything is written (or any workspace made for it): its shape,
 * each document against its tool's own schemas, each saved idea; InvalidImport names the first
 * problem.
 */
export function checkImport(data: unknown): CheckedImport {
  const parsed = workspaceFile.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidImport(
      `This is not a Venturekit workspace file we can import (${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}).`,
    );
  }
  checkDocuments(parsed.data);
  checkPins(parsed.data);
  const logo = logoProblem(parsed.data);
  if (logo) throw logoRefused(logo);
  return new CheckedImport(parsed.data, distinctIdeas(parsed.data));
}

const logoRefused = (problem: string) =>
  new InvalidImport(`This workspace file has a logo we cannot take (${problem})`);

/** A checked file with its logos decoded and drawn again as uploads are (transfer-designs.ts); InvalidImport for one that does not decode. */
export async function withRedrawnLogos(
  checked: CheckedImport,
  redraw: (bytes: Uint8Array) => Promise<CheckedLogo>,
): Promise<CheckedImport> {
  const redrawn = await redrawFileLogos(checked.file, redraw);
  if (!redrawn.ok) throw logoRefused(redrawn.problem);
  return new CheckedImport(redrawn.file, checked.ideas);
}

async function insertVenture(tx: Queryable, workspaceId: string, venture: WorkspaceFile['ventures'][number]) {
  const ventureId = newId();
  await tx.query(
    `insert into ventures (id, workspace_id, name, description, industry, target_market, region, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      ventureId,
      workspaceId,
      venture.name,
      venture.description,
      venture.industry,
      venture.targetMarket,
      venture.region,
      venture.createdAt,
    ],
  );
  for (const [fact, value] of Object.entries(venture.pins ?? {}))
    await pinRepository(tx).set(workspaceId, ventureId, fact as FactId, value as number);
  await insertFileDesign(tx, ventureId, venture.design);
  await insertFileThreads(tx, workspaceId, { ventureId }, venture.factThreads);
  for (const document of venture.documents) {
    const documentId = newId();
    await tx.query(
      `insert into documents (id, workspace_id, venture_id, tool, title, inputs, result, version, created_at, updated_at, bytes)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11)`,
      [
        documentId,
        workspaceId,
        ventureId,
        document.tool,
        document.title,
        json(document.inputs),
        json(document.result),
        document.version,
        document.createdAt,
        document.updatedAt,
        bytesOf(document.title, document.inputs, document.result),
      ],
    );
    await insertFileVersions(tx, documentId, document);
    await insertFileThreads(tx, workspaceId, { documentId }, document.threads);
  }
  return ventureId;
}

/** What an import adds, for the quota check (an idea the workspace already holds counts too: the check errs on the safe side). */
function additions({ file, ideas }: CheckedImport) {
  const documents = file.ventures.flatMap((venture) => venture.documents);
  return {
    ventures: file.ventures.length,
    documents: documents.length,
    savedIdeas: ideas.length,
    bytes:
      documents.reduce(
        (sum, document) =>
          sum + bytesOf(document.title, document.inputs, document.result) + earlierVersionBytes(document),
        0,
      ) +
      ideas.reduce((sum, entry) => sum + bytesOf(entry.idea), 0) +
      fileLogoBytes(file),
  };
}

/**
 * Adds a checked file's ventures, results and saved ideas to the workspace. Run it in one
 * transaction under the workspace's lock (store.ts): a file that would pass a quota imports nothing.
 */
export async function importWorkspace(
  tx: Queryable,
  workspaceId: string,
  checked: CheckedImport,
): Promise<{ ventures: number; documents: number; savedIdeas: number }> {
  const adding = additions(checked);
  await assertRoom(tx, workspaceId, adding, { importing: true });
  let lastVenture: string | undefined;
  for (const venture of checked.file.ventures) lastVenture = await insertVenture(tx, workspaceId, venture);
  const ideas = savedIdeaRepository(tx);
  for (const entry of checked.ideas) await ideas.save(workspaceId, entry.idea, entry.createdAt);
  // Land on the imported work when the workspace had none of its own.
  if (lastVenture)
    await tx.query('update workspaces set current_venture_id = coalesce(current_venture_id, $2) where id = $1', [
      workspaceId,
      lastVenture,
    ]);
  return { ventures: adding.ventures, documents: adding.documents, savedIdeas: adding.savedIdeas };
}
