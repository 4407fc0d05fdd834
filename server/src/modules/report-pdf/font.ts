import { readFileSync } from 'node:fs';

/**
 * The report PDFs' one font: an OFL subset of Noto Sans CJK SC that the repository carries
 * (server/assets/fonts, made by scripts/make-report-font.sh), so a PDF never depends on the
 * fonts of the machine it is made on. The path is the same from src/ (tests) and dist/ (npm start).
 */
const FONT_URL = new URL('../../../assets/fonts/NotoSansSC-Report.otf', import.meta.url);

/** The name a document registers the font under. */
export const REPORT_FONT = 'report-sans';

/** The font as PDFKit parsed it (a fontkit font), kept for the process's later documents. */
let parsed: object | undefined;

/**
 * Gives the document the report font and makes it current. Each document embeds only the glyphs it
 * uses; the parsed font is shared, since parsing it again for every PDF took longer than drawing the
 * PDF and left tens of megabytes of garbage per document (a class's zip draws them in a row).
 */
export function useReportFont(doc: PDFKit.PDFDocument): void {
  // PDFKit takes a fontkit font where it takes font bytes; its types only name the bytes.
  doc.registerFont(REPORT_FONT, (parsed ?? readFileSync(FONT_URL)) as Buffer);
  doc.font(REPORT_FONT);
  parsed ??= (doc as unknown as { _font: { font: object } })._font.font;
}
