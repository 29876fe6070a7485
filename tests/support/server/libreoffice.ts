import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * LibreOffice keeps the values stored in an .xlsx unless told to recompute them on load; a
 * profile of our own says "always", so a conversion shows LibreOffice's own arithmetic.
 */
const RECALCULATE_ALWAYS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/** CSV of every sheet, each cell as shown (its number format applied), UTF-8. */
export const CSV_ALL_SHEETS = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';

/**
 * Converts `files` with headless LibreOffice in one run (it starts once for all of them) into
 * `outDir`, with a throwaway profile so parallel test files do not share one. Returns the names
 * written.
 */
export async function convertWithLibreOffice(files: string[], target: string, outDir: string): Promise<string[]> {
  const profile = await mkdtemp(join(tmpdir(), 'venturekit-lo-'));
  try {
    await mkdir(join(profile, 'user'), { recursive: true });
    await writeFile(join(profile, 'user', 'registrymodifications.xcu'), RECALCULATE_ALWAYS);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--norestore',
        '--convert-to',
        target,
        '--outdir',
        outDir,
        ...files,
      ],
      { timeout: 120_000 },
    );
    return await readdir(outDir);
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** Parses LibreOffice's CSV: comma-separated, fields with commas or quotes in double quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
