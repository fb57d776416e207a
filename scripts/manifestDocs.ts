/**
 * Build-time: drops the documentation text of the element manifests from what ships. A manifest
 * (src/domains/<d>/elements/*.ts, platform/element/common.ts) is the one place an element's API
 * is written, docs included; at run time the element needs only its tag, each attribute's type
 * and default (and a parsed type's `shape`, which the bad-value warning names) and each event's
 * name and `cancelable`. The summary, descriptions, `defaultText`, module, budget, CSS
 * properties, parts, slots and event detail types are read only by scripts/elements.ts (from
 * the sources), so they leave the bundle: about 1 kB gzip of each element's first download.
 */
import { parseAst, type Plugin } from 'vite'

/** Object keys whose value is documentation only. */
const DOC_KEYS = new Set(['summary', 'description', 'defaultText', 'module', 'budgetKb', 'cssProperties', 'parts', 'slots'])

/** The modules that hold manifests, their shared specs and their events. */
const MANIFEST_FILE = /[\\/]src[\\/](domains[\\/][^\\/]+[\\/]elements[\\/][^\\/]+|platform[\\/]element[\\/]common)\.ts$/

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function keyName(node: Node): string | undefined {
  if (node.computed) return undefined
  const key = node.key as Node
  if (key.type === 'Identifier') return key.name as string
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value
  return undefined
}

/** The module's code without documentation properties; `defineEvent`'s description and
 * `detail`'s type name become empty. */
export function stripManifestDocs(code: string): string {
  const cuts: Array<{ start: number; end: number; text: string }> = []
  const visit = (node: Node): void => {
    if (node.type === 'Property' && DOC_KEYS.has(keyName(node) ?? '')) {
      // The property and the comma after it (a trailing comma left behind is valid).
      let end = node.end
      while (/\s/.test(code[end] ?? '')) end++
      cuts.push({ start: node.start, end: code[end] === ',' ? end + 1 : node.end, text: '' })
      return
    }
    if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier') {
      const name = (node.callee as Node).name
      const args = node.arguments as Node[]
      if (name === 'defineEvent' && args[2]) cuts.push({ start: args[2].start, end: args[2].end, text: '""' })
      if (name === 'detail' && args[0]) cuts.push({ start: args[0].start, end: args[0].end, text: '""' })
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit)
      else if (isNode(value)) visit(value)
    }
  }
  visit(parseAst(code) as unknown as Node)
  let out = code
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + cut.text + out.slice(cut.end)
  return out
}

/** Vite plugin (build only): applies `stripManifestDocs` to the manifest modules once they are
 * JavaScript. */
export function manifestDocsPlugin(): Plugin {
  return {
    name: 'studentwork:manifest-docs',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!MANIFEST_FILE.test(id.split('?')[0]!)) return null
      return { code: stripManifestDocs(code), map: null }
    },
  }
}
