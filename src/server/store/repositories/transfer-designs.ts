/**
 * A venture's deck design in the workspace file (theme, brand colour, the logo's bytes in base64):
 * written by export, checked and restored by import (transfer.ts), its logo decoded and drawn
 * again as an upload's (redrawFileLogos). A venture without one in the file (or an older file)
 * keeps the default design.
 */
import type { WorkspaceFile } from '@/core/workspace/file';
import { logoHeader } from '../../exports/logo';
import type { CheckedLogo } from '../../exports/logo-image';
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

/** Where a logo is in the file, and why it is refused: "ventures.1.design.logo: The logo must be...". */
const refusedAt = (at: number, message: string) => `ventures.${at}.design.logo: ${message}`;

/** What the header of the first logo in the file refuses, as an upload's would (exports/logo.ts), or null. */
export function logoProblem(file: WorkspaceFile): string | null {
  for (const [at, venture] of file.ventures.entries()) {
    const bytes = logoBytes(venture.design);
    const header = bytes && logoHeader(bytes);
    if (header && !header.ok) return refusedAt(at, header.message);
  }
  return null;
}

/**
 * The file with each logo decoded and drawn again as an upload's is (`redraw`, in a render
 * thread, one at a time), or where the first that does not decode whole is and why.
 */
export async function redrawFileLogos(
  file: WorkspaceFile,
  redraw: (bytes: Uint8Array) => Promise<CheckedLogo>,
): Promise<{ ok: true; file: WorkspaceFile } | { ok: false; problem: string }> {
  const ventures: WorkspaceFile['ventures'] = [];
  for (const [at, venture] of file.ventures.entries()) {
    const bytes = logoBytes(venture.design);
    if (!venture.design || !bytes) {
      ventures.push(venture);
      continue;
    }
    const checked = await redraw(bytes);
    if (!checked.ok) return { ok: false, problem: refusedAt(at, checked.message) };
    const logo = Buffer.from(checked.logo.data).toString('base64');
    ventures.push({ ...venture, design: { ...venture.design, logo } });
  }
  return { ok: true, file: { ...file, ventures } };
}

/** What the file's logos add to the workspace's byte quota. */
export const fileLogoBytes = (file: WorkspaceFile) =>
  file.ventures.reduce((sum, venture) => sum + (logoBytes(venture.design)?.length ?? 0), 0);

/** Writes a venture's design from the file (in the import's transaction), its logo's type read from its header. */
export async function insertFileDesign(tx: Queryable, ventureId: string, design: FileVenture['design']) {
  if (!design) return;
  const bytes = logoBytes(design);
  const header = bytes && logoHeader(bytes);
  const logo = header?.ok ? { data: bytes, type: header.type } : { data: null, type: null };
  await tx.query(
    'insert into venture_designs (venture_id, theme, brand, logo, logo_type) values ($1, $2, $3, $4, $5)',
    [ventureId, design.theme, design.brand, logo.data, logo.type],
  );
}
