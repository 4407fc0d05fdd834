"""An independent reader for the export tests: opens a workbook with openpyxl and prints JSON.

Usage: read-workbook.py FILE TOTAL_LABEL
For each sheet: its name, header, how many rows follow the header (total lines apart), the sum of
each numeric column over those rows, the total lines (rows whose first cell is TOTAL_LABEL), and
every run of 11 or more digits found in any cell (a phone or identity number would show here).
"""
import json
import re
import sys

from openpyxl import load_workbook

LONG_DIGITS = re.compile(r"\d{11,}")


def read_sheet(sheet, total_label):
    rows = [list(row) for row in sheet.iter_rows(values_only=True)]
    rows = [row for row in rows if any(cell is not None for cell in row)]
    header = [str(cell) if cell is not None else "" for cell in (rows[0] if rows else [])]
    # Rows may stop at their last filled cell: pad them to the header.
    rows = [row + [None] * (len(header) - len(row)) for row in rows]
    body = [row for row in rows[1:] if row[0] != total_label]
    sums = {}
    for index, name in enumerate(header):
        numbers = [row[index] for row in body if isinstance(row[index], (int, float)) and not isinstance(row[index], bool)]
        if numbers:
            sums[name] = round(sum(numbers), 2)
    digits = sorted({match for row in rows for cell in row if cell is not None for match in LONG_DIGITS.findall(str(cell))})
    return {
        "name": sheet.title,
        "header": header,
        "rowCount": len(body),
        "sums": sums,
        "totals": [[cell for cell in row] for row in rows[1:] if row[0] == total_label],
        "longDigits": digits,
    }


def main():
    path, total_label = sys.argv[1], sys.argv[2]
    workbook = load_workbook(path, read_only=True, data_only=True)
    print(json.dumps({"sheets": [read_sheet(sheet, total_label) for sheet in workbook.worksheets]}, ensure_ascii=False))


main()
