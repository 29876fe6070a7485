/** POST /api/exports/:tool/:format through HTTP: each tool's formats, the checks on the request, the headers of the file. */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from '@/core/exports/formats';
import { toolDefinitions } from '@/core/tools/registry';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import type { ToolId } from '@/core/tools/listings';
import { useTestApp } from '../support/server/test-app';
import { offlineResult } from '../support/fixtures';

const server = useTestApp();

const exportFile = (tool: string, format: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api/exports/${tool}/${format}`, payload: body as object, headers });

const exported = (Object.keys(toolDefinitions) as ToolId[]).flatMap((id) =>
  (toolDefinitions[id].exports ?? []).map((entry) => [id, entry.format, entry.fileName] as const),
);

describe('exports through HTTP', () => {
  it('lists the formats the issue asks for', () => {
    expect(exported.map(([, , fileName]) => fileName).sort()).toEqual(
      [
        'business-plan.docx',
        'business-plan.pdf',
        'financial-model.pdf',
        'financial-model.xlsx',
        'market-research.docx',
        'market-research.pdf',
        'pitch-deck.pdf',
        'pitch-deck.pptx',
        'investor-review.docx',
        'investor-review.pdf',
      ].sort(),
    );
  });

  it.each(exported)('%s exports %s as %s', async (id, format, fileName) => {
    const response = await exportFile(id, format, { result: offlineResult(id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(EXPORT_FORMATS[format].mediaType);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const magic = response.rawPayload.subarray(0, 4).toString('latin1');
    expect(magic).toBe(format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
  });

  it('builds the file from the result it is sent, edits included', async () => {
    const deck = offlineResult('pitch-deck') as PitchDeckResult;
    const edited = {
      slides: deck.slides.map((slide, index) => (index === 4 ? { ...slide, title: 'Edited Title' } : slide)),
    };
    const response = await exportFile('pitch-deck', 'pptx', { result: edited });
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(await zip.file('ppt/slides/slide5.xml')!.async('string')).toContain('Edited Title');
  });

  it('answers 404 for a format a tool does not export, or a tool that does not exist', async () => {
    for (const [tool, format] of [
      ['pitch-deck', 'docx'],
      ['ideas', 'pdf'],
      ['nothing', 'pdf'],
      ['business-plan', 'exe'],
      ['business-plan', 'constructor'],
    ]) {
      const response = await exportFile(tool!, format!, { result: {} });
      expect(response.statusCode, `${tool}/${format}`).toBe(404);
    }
  });

  it('refuses a result that does not match the tool’s schema, or anything beside it', async () => {
    const short = await exportFile('pitch-deck', 'pptx', { result: { slides: [] } });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toMatch(/^result\.slides/);
    const extra = await exportFile('business-plan', 'docx', { result: offlineResult('business-plan'), more: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a cross-site request before reading it', async () => {
    const response = await exportFile(
      'business-plan',
      'pdf',
      { result: offlineResult('business-plan') },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('computes a financial model’s figures afresh from its assumptions', async () => {
    const model = offlineResult('financials') as { figures: { year1Revenue: number } };
    const tampered = { ...model, figures: { ...model.figures, year1Revenue: 1 } };
    const response = await exportFile('financials', 'xlsx', { result: tampered });
    const zip = await JSZip.loadAsync(response.rawPayload);
    // The Summary is the first sheet.
    const summary = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(summary).toMatch(new RegExp(`<f>SUM\\(Monthly!E2:E13\\)</f><v>${model.figures.year1Revenue}</v>`));
  });
});
