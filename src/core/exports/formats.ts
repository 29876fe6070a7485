/**
 * The native formats a result can leave the app in, beside the spec's .txt download: the Export
 * menu's item names, and the media type each file is sent with.
 */
export const EXPORT_FORMATS = {
  pptx: {
    menuLabel: 'PowerPoint (.pptx)',
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  docx: {
    menuLabel: 'Word (.docx)',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { menuLabel: 'Excel (.xlsx)', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pdf: { menuLabel: 'PDF (.pdf)', mediaType: 'application/pdf' },
} as const;

export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** One item of a tool's Export menu: the format and the exact file name it downloads as. */
export interface ToolExport {
  format: ExportFormat;
  fileName: string;
}
