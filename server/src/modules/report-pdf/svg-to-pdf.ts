import { createRequire } from 'node:module';

// svg-to-pdfkit is CommonJS without types: loaded through require, typed here by the part of its
// API the report PDFs use (its README, "Options").

interface SvgToPdfOptions {
  /** The viewport the SVG is fitted into, in points. */
  width?: number;
  height?: number;
  /** Names the registered PDFKit font for a text element's font-family. */
  fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
  warningCallback?: (warning: string) => void;
}

type SvgToPdf = (doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions) => void;

export const svgToPdf = createRequire(import.meta.url)('svg-to-pdfkit') as SvgToPdf;
