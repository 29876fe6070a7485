import { toolDefinition } from '@/core/tools/registry';
import { strictInputs } from '@/core/tools/define-tool';
import { WORKSPACE_FILE, WORKSPACE_QUOTAS, workspaceFile, type WorkspaceFile } from '@/core/workspace/schema';
import type { Database, Queryable } from '../database';
import { QuotaExceeded } from '../errors';
import { iso, json, newId } from '../rows';
import { checkResult } from './documents';
import { savedIdeaRepository } from './saved-ideas';
import { VENTURE_COLUMNS, type VentureRow } from './workspaces';

/** An import file that is not a workspace we can restore; the message says where. */
export class InvalidImport extends Error {
  override name = 'InvalidImport';
}

const countOf = async (db: Queryable, table: 'ventures' | 'documents' | 'saved_ideas', workspaceId: string) =>
  (
    await db.query<{ count: number }>(`select count(*)::int as count from ${table} where workspace_id = $1`, [
      workspaceId,
    ])
  )[0]?.count ?? 0;

/** Everything the workspace holds, as `venturekit-workspace.json`. */
export async function exportWorkspace(db: Queryable, workspaceId: string): Promise<WorkspaceFile> {
  const ventures = await db.query<VentureRow>(
    `select ${VENTURE_COLUMNS} from ventures where workspace_id = $1 order by created_at, seq`,
    [workspaceId],
  );
  const documents = await db.query<{
    venture_id: string;
    tool: string;
    title: string;
    inputs: Record<string, string>;
    result: Record<string, unknown>;
    version: number;
    created_at: Date;
    updated_at: Date;
  }>(
    'select venture_id, tool, title, inputs, result, version, created_at, updated_at from documents where workspace_id = $1 order by created_at, seq',
    [workspaceId],
  );
  const ideas = await savedIdeaRepository(db).list(workspaceId);
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
      documents: documents
        .filter((document) => document.venture_id === venture.id)
        .map(({ tool, title, inputs, result, version, created_at, updated_at }) => ({
          tool,
          title,
          inputs,
          result,
          version,
          createdAt: iso(created_at),
          updatedAt: iso(updated_at),
        })),
    })),
    savedIdeas: ideas.reverse().map(({ name, description, idea, createdAt }) => ({
      name,
      description,
      idea: idea as Record<string, unknown>,
      createdAt,
    })),
  };
}

/** Checks every document against its tool's own schemas; throws InvalidImport naming the first bad one. */
function checkedFile(data: unknown): WorkspaceFile {
  const parsed = workspaceFile.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidImport(
      `This is not a Venturekit workspace file we can import (${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}).`,
    );
  }
  parsed.data.ventures.forEach((venture, v) =>
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
    }),
  );
  return parsed.data;
}

/**
 * Adds the file's ventures, results and saved ideas to the workspace, in one transaction: a bad
 * file, or one that would pass a quota, imports nothing.
 */
export async function importWorkspace(
  db: Database,
  workspaceId: string,
  data: unknown,
): Promise<{ ventures: number; documents: number; savedIdeas: number }> {
  const file = checkedFile(data);
  const documentCount = file.ventures.reduce((sum, venture) => sum + venture.documents.length, 0);
  return db.transaction(async (tx) => {
    if ((await countOf(tx, 'ventures', workspaceId)) + file.ventures.length > WORKSPACE_QUOTAS.ventures) {
      throw new QuotaExceeded(`Importing would pass the limit of ${WORKSPACE_QUOTAS.ventures} ventures per workspace.`);
    }
    if ((await countOf(tx, 'documents', workspaceId)) + documentCount > WORKSPACE_QUOTAS.documents) {
      throw new QuotaExceeded(
        `Importing would pass the limit of ${WORKSPACE_QUOTAS.documents} saved results per workspace.`,
      );
    }
    let lastVenture: string | undefined;
    for (const venture of file.ventures) {
      lastVenture = newId();
      await tx.query(
        `insert into ventures (id, workspace_id, name, description, industry, target_market, region, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [
          lastVenture,
          workspaceId,
          venture.name,
          venture.description,
          venture.industry,
          venture.targetMarket,
          venture.region,
          venture.createdAt,
        ],
      );
      for (const document of venture.documents) {
        await tx.query(
          `insert into documents (id, workspace_id, venture_id, tool, title, inputs, result, version, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10)`,
          [
            newId(),
            workspaceId,
            lastVenture,
            document.tool,
            document.title,
            json(document.inputs),
            json(document.result),
            document.version,
            document.createdAt,
            document.updatedAt,
          ],
        );
      }
    }
    const ideas = savedIdeaRepository(tx);
    for (const idea of file.savedIdeas) {
      try {
        await ideas.save(workspaceId, idea.idea, idea.createdAt);
      } catch (error) {
        if (error instanceof QuotaExceeded) throw error;
        throw new InvalidImport('This workspace file has a saved idea that is not a valid idea.');
      }
    }
    // Land on the imported work when the workspace had none of its own.
    if (lastVenture)
      await tx.query('update workspaces set current_venture_id = coalesce(current_venture_id, $2) where id = $1', [
        workspaceId,
        lastVenture,
      ]);
    return { ventures: file.ventures.length, documents: documentCount, savedIdeas: file.savedIdeas.length };
  });
}
