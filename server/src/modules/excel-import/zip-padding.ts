import { crc32 } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** Larger than any stream buffer between the zip parser and the reader (16 KiB each). */
const PADDING = Buffer.alloc(256 * 1024);
const PADDING_NAME = Buffer.from('pingjia-padding');

/** The header of a stored (uncompressed) zip entry holding PADDING. */
function paddingHeader(): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_ENTRY, 0);
  header.writeUInt16LE(10, 4); // the version a reader needs for a stored entry
  header.writeUInt32LE(crc32(PADDING), 14);
  header.writeUInt32LE(PADDING.length, 18);
  header.writeUInt32LE(PADDING.length, 22);
  header.writeUInt16LE(PADDING_NAME.length, 26);
  return Buffer.concat([header, PADDING_NAME]);
}
const PADDING_ENTRY = Buffer.concat([paddingHeader(), PADDING]);

/**
 * ExcelJS's streaming reader (4.4, over unzipper's Parse) ends its loop over a zip's entries as
 * soon as the parser reaches the zip's last record, dropping entries the parser has handed over
 * but the reader has not taken yet (exceljs/exceljs#3064). That happens when the parser runs
 * ahead of a busy reader; ExcelJS writes the workbook part last, so a valid file was now and
 * then read as "not a workbook". The parser writes each entry into a stream the reader drains,
 * so a stored entry larger than those streams' buffers, placed after the real entries, holds the
 * parser until the reader has taken every real entry and drained this one. The parser reads
 * forward only, so the directory's offsets, now short by the padding, are never used. A file
 * without a plain (not zip64) directory where its last record says is read as it is.
 */
export function withTrailingPadding(zip: Buffer): Buffer {
  const oldest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= oldest; at -= 1) {
    if (zip.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const directory = zip.readUInt32LE(at + 16);
    if (directory + 4 > at || zip.readUInt32LE(directory) !== DIRECTORY_ENTRY) return zip;
    return Buffer.concat([zip.subarray(0, directory), PADDING_ENTRY, zip.subarray(directory)]);
  }
  return zip;
}
