// A large file read as a stream gives exactly the rows, numbers and cells the whole-file reader
// gives (CSV with quoted multi-line cells, CRLF, blank lines, a semicolon delimiter, GB18030; SDF
// with fields only some records carry), whatever the piece boundaries; the head's sample, column
// roles and row estimate; a head that is not a table is refused.
import { describe, expect, it } from 'vitest'
import { readTable } from '../../../../src/domains/chemistry/logic/importTable.ts'
import { readHead, streamTable, type StreamKind } from '../../../../src/domains/chemistry/logic/importStream.ts'

async function streamed(bytes: Uint8Array<ArrayBuffer>, kind: StreamKind) {
  const file = new Blob([bytes])
  const head = await readHead(file, kind)
  const rows: string[][] = []
  const lines: number[] = []
  let pieces = 0
  // Small slices: piece boundaries fall inside quotes, CRLFs and multi-byte characters.
  for await (const piece of streamTable(file, head.plan, { chunkBytes: 4093 })) {
    pieces++
    rows.push(...piece.table.rows)
    lines.push(...piece.table.lines)
  }
  return { head, rows, lines, pieces }
}

function csv(rows: number, eol: string, delimiter = ','): string {
  const lines = [['name', 'smiles', 'IC50 (nM)', 'notes'].join(delimiter)]
  for (let i = 0; i < rows; i++) {
    const notes = i % 97 === 0 ? `"multi${eol}line, ""quoted"" note ${i}"` : `plain ${i}`
    lines.push([`C-${i}`, 'C'.repeat(1 + (i % 12)) + 'O', String(i % 1000), notes].join(delimiter))
    if (i % 501 === 0) lines.push('')
  }
  return lines.join(eol) + eol
}

describe('streamTable', () => {
  it.each([
    ['LF', '\n', ','],
    ['CRLF', '\r\n', ','],
    ['semicolons', '\n', ';'],
  ])('reads a CSV of 20 000 rows (%s) exactly as the whole-file reader does', async (_, eol, delimiter) => {
    const text = csv(20_000, eol, delimiter)
    const bytes = new TextEncoder().encode(text)
    const whole = await readTable('big.csv', bytes.buffer as ArrayBuffer)
    const { head, rows, lines, pieces } = await streamed(bytes, 'csv')
    expect(pieces).toBeGreaterThan(3)
    expect(rows.length).toBe(whole.rows.length)
    expect(rows).toEqual(whole.rows)
    expect(lines).toEqual(whole.lines)
    expect(head.plan.headers).toEqual(whole.headers)
    expect(head.mapping).toMatchObject({ structure: 1, name: 0, notes: 3, activities: [2] })
    expect(head.sample[0]).toEqual(whole.rows[0])
    // The estimate from the head's bytes per row is within a few percent.
    expect(Math.abs(head.estimatedRows - whole.rows.length) / whole.rows.length).toBeLessThan(0.1)
  })

  it('reads a GB18030 CSV (as Chinese Excel saves it)', async () => {
    const text = 'name,smiles\n' + Array.from({ length: 30_000 }, (_, i) => `阿司匹林-${i},CC(=O)Oc1ccccc1C(=O)O`).join('\n')
    // GB18030 bytes of the text: TextEncoder writes only UTF-8, so encode by hand through a table.
    const bytes = gb18030(text)
    const whole = await readTable('gb.csv', bytes.buffer as ArrayBuffer)
    const { head, rows } = await streamed(bytes, 'csv')
    expect(head.plan.encoding).toBe('gb18030')
    expect(rows).toEqual(whole.rows)
    expect(rows[29_999]![0]).toBe('阿司匹林-29999')
  })

  it('reads an SDF whose records carry different fields', async () => {
    const record = (i: number) =>
      [
        `mol-${i}`,
        '  sketch',
        '',
        '  1  0  0  0  0  0  0  0  0  0999 V2000',
        '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0',
        'M  END',
        '> <ID>',
        `ID-${i}`,
        '',
        ...(i % 3 === 0 ? ['> <IC50>', String(i), ''] : []),
        '$$$$',
      ].join('\n')
    const text = Array.from({ length: 6_000 }, (_, i) => record(i)).join('\n') + '\n'
    const bytes = new TextEncoder().encode(text)
    const whole = await readTable('big.sdf', bytes.buffer as ArrayBuffer)
    const { head, rows, lines } = await streamed(bytes, 'sdf')
    expect(head.plan.headers).toEqual(whole.headers)
    expect(rows).toEqual(whole.rows)
    expect(lines).toEqual(whole.lines)
  })

  it('refuses a head that is not a table', async () => {
    await expect(readHead(new Blob(['just one column\nand another line\n']), 'csv')).rejects.toThrow(/header row/)
  })
})

/** GB18030 bytes for text of ASCII and the few CJK characters used above. */
function gb18030(text: string): Uint8Array<ArrayBuffer> {
  const codes: Record<string, number[]> = { 阿: [0xb0, 0xa2], 司: [0xcb, 0xbe], 匹: [0xc6, 0xa5], 林: [0xc1, 0xd6] }
  const out: number[] = []
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) out.push(ch.charCodeAt(0))
    else out.push(...codes[ch]!)
  }
  return new Uint8Array(out)
}
