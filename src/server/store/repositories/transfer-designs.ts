/**
 * A venture's deck design in the workspace file (theme, brand colour, the logo's bytes in base64):
 * written by export, checked and restored by import (transfer.ts). A venture without one in the
 * file (or an older file) keeps the default design.
 */
import type { WorkspaceFile } from '@/core/workspace/file';
import { checkLogo } from '../../exports/logo';
import type { Queryable } from '../database';

type FileVenture = WorkspaceFile['ventures'][number];
type FileDesign = NonNullable<FileVenture['design']>;

/** Each venture's design as the file holds it (`design`, only for a venture whose founder chose one). */
export async function designsByVenture(db: Queryable, workspaceId: string) {
  const rows = await db.query<{
    venture_id: string;
    theme: FileDesign['theme'];
    brand: string;
    logo: Uint8Array | null;
  }>(
    `select d.venture_id, d.theme, d.brand, d.logo from venture_designs d join ventures v on v.id = d.venture_id
      where v.workspace_id = $1`,
    [workspaceId],
  );
  const byVenture = new Map(rows.map((row) => [row.venture_id, row]));
  return (ventureId: string): { design?: FileDesign } => {
    const row = byVenture.get(ventureId);
    if (!row) return {};
    const logo = row.logo ? { logo: Buffer.from(row.logo).toString('base64') } : {};
    return { design: { theme: row.theme, brand: row.brand, ...logo } };
  };
}

const logoBytes = (design: FileVenture['design']) => (design?.logo ? Buffer.from(design.logo, 'base64') : undefined);

/** What is wrong with the first logo in the file that is not one the founder could upload (exports/logo.ts), or null. */
export function logoProblem(file: WorkspaceFile): string | null {
  for (const [at, venture] of file.ventures.entries()) {
    const bytes = logoBytes(venture.design);
    const checked = bytes && checkLogo(bytes);
    if (checked && !checked.ok) return `ventures.${at}.design.logo: ${checked.message}`;
  }
  return null;
}

/** What the file's logos add to the workspace's byte quota. */
export const fileLogoBytes = (file: WorkspaceFile) =>
  file.ventures.reduce((sum, venture) => sum + (logoBytes(venture.design)?.length ?? 0), 0);

/** Writes a venture's design from the file (in the import's transaction), its logo's type read from its bytes. */
export async function insertFileDesign(tx: Queryable, ventureId: string, design: FileVenture['design']) {
  if (!design) return;
  const bytes = logoBytes(design);
  const checked = bytes && checkLogo(bytes);
  const logo = checked?.ok ? { data: bytes, type: checked.type } : { data: null, type: null };
  await tx.query(
    'insert into venture_designs (venture_id, theme, brand, logo, logo_type) values ($1, $2, $3, $4, $5)',
    [ventureId, design.theme, design.brand, logo.data, logo.type],
  );
}
