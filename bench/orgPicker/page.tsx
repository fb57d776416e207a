/**
 * The page of bench case `orgPicker` (bundled by bench/orgPicker.ts, run in Chromium): 10 000
 * generated organisations shaped like the demo tenant's (campus names in Chinese, labs in
 * English, a tree), and `window.orgBench` to mount the admin domain's OrgListboxView or a plain
 * non-virtual list (every match a DOM row, same row content, same search) and time opening it
 * and typing a character, each until React has committed and the browser has done style and
 * layout (forced; paint not included), the keystroke after a 300 ms pause, and the keystroke also
 * until the next frame has been drawn (paint included, and the wait for the display's frame).
 * Each mount gets a fresh copy of the list, so neither inherits the other's search index.
 */
import { useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { loadI18n } from '#platform/core/i18n/catalogs.ts'
import type { OrgNode } from '../../src/domains/admin/contract.ts'
import { OrgListboxView, warmWhenIdle } from '../../src/domains/admin/components/OrgListbox.tsx'
import { findOrgs } from '../../src/domains/admin/logic/orgSearch.ts'
import { buildOrgIndex, pathNames, type OrgIndex } from '../../src/domains/admin/logic/orgTree.ts'

const PROVINCES = ['北京', '上海', '广东', '江苏', '浙江', '山东', '四川', '湖北', '湖南', '河南']
const COUNT = 10_000
/** Between opening and the first keystroke (a person's pause; more than the idle warm-up takes),
 * and before each open. */
const PAUSE_MS = 300

function generate(): OrgNode[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const g = i + 1
    const pad = String(g).padStart(5, '0')
    return {
      id: g,
      parentId: g <= 10 ? null : g <= 110 ? 1 + ((g - 11) % 10) : 11 + ((g - 111) % 100),
      code: `ACME-${pad}`,
      name: g >= 11 && g <= 110 ? `${PROVINCES[(g - 11) % PROVINCES.length]}校区 ${pad}` : `Acme Lab ${pad}`,
      childCount: 0,
      userCount: 0,
    }
  })
}

/** The plain alternative: the same field and search, every match rendered as a DOM row. */
function PlainList({ nodes, index }: { nodes: readonly OrgNode[]; index: OrgIndex }) {
  const [query, setQuery] = useState('')
  const [value, setValue] = useState('')
  const { list } = useMemo(() => findOrgs(nodes, query), [nodes, query])
  useEffect(() => warmWhenIdle(nodes), [nodes]) // as ours does: the comparison is the DOM rows
  return (
    <div>
      <label>
        Organisation <input name="orgQuery" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      <div role="listbox" data-count={list.length} style={{ height: 320, overflowY: 'auto' }}>
        {list.map((node) => (
          <div key={node.id} role="option" aria-selected={String(node.id) === value} onClick={() => setValue(String(node.id))} style={{ height: 52 }}>
            <span>{node.name}</span>
            <span>
              {node.code} · {pathNames(index, node.id).slice(0, -1).join(' / ')}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}

function Ours({ nodes, index }: { nodes: readonly OrgNode[]; index: OrgIndex }) {
  const [value, setValue] = useState('')
  return <OrgListboxView nodes={nodes} index={index} value={value} onChange={setValue} />
}

const base = generate()
let i18n: I18n | undefined
let root: Root | undefined
let host: HTMLElement | undefined
let nodes: OrgNode[] = base

const yieldTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
const layout = () => void host?.getBoundingClientRect().height

async function open(kind: 'ours' | 'plain'): Promise<{ ms: number; rows: number }> {
  i18n ??= await loadI18n('en')
  close()
  nodes = base.map((n) => ({ ...n }))
  const index = buildOrgIndex(nodes) // useOrgTree's memo, done when the data arrives
  host = document.createElement('div')
  host.style.width = '360px'
  document.body.append(host)
  // The previous mount's garbage collected while idle, not inside this measurement.
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
  await yieldTask()
  const start = performance.now()
  const r = (root = createRoot(host))
  const Component = kind === 'ours' ? Ours : PlainList
  flushSync(() =>
    r.render(
      <I18nProvider i18n={i18n as I18n}>
        <Component nodes={nodes} index={index} />
      </I18nProvider>,
    ),
  )
  layout()
  const ms = performance.now() - start
  return { ms, rows: host.querySelectorAll('[role=option]').length }
}

async function type(text: string): Promise<{ ms: number; frame: number; rows: number; matches: number }> {
  const input = host?.querySelector('input') as HTMLInputElement
  const listbox = host?.querySelector('[role=listbox]') as HTMLElement
  const want = findOrgs(
    nodes.map((n) => ({ ...n })),
    text,
  ).list.length
  const shown = () => (listbox.dataset.count ?? listbox.querySelector('[aria-setsize]')?.getAttribute('aria-setsize')) === String(want)
  // A person reads the list before typing: both lists warm their search keys meanwhile.
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
  await yieldTask()
  const start = performance.now()
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  while (!shown()) await yieldTask()
  layout()
  const ms = performance.now() - start
  // And until the frame showing it is drawn: the next animation frame, then a task after its paint.
  await new Promise<void>((resolve) => requestAnimationFrame(() => void yieldTask().then(resolve)))
  const frame = performance.now() - start
  return { ms, frame, rows: host?.querySelectorAll('[role=option]').length ?? 0, matches: want }
}

function close(): void {
  root?.unmount()
  host?.remove()
  root = undefined
  host = undefined
}

Object.assign(window, { orgBench: { open, type, close, count: COUNT } })
