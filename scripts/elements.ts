/**
 * Everything generated from the element manifests (elements/manifest.ts):
 * - `build`: dist/custom-elements.json (schema 2.1), VS Code `html.customData`
 *   (dist/vscode.html-custom-data.json), JetBrains web-types (dist/web-types.json) and Vue's
 *   component types (dist/types/vue.d.ts);
 * - `readme`: rewrites the README's element tables (between `<!-- manifest:TAG -->` markers);
 * - `check`: fails when the README's tables are stale, or an element has no `elements/TAG.ts`
 *   module or is missing from `elements/index.ts`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { MANIFESTS, type Manifest } from '../elements/manifest.ts'
import { propName, type AttributeSpec } from '#platform/element/manifest.ts'

const ROOT = resolve(import.meta.dirname, '..')
const README = resolve(ROOT, 'README.md')

/** The TypeScript text of an attribute's value. */
export function typeText(spec: AttributeSpec): string {
  switch (spec.type.kind) {
    case 'enum':
      return spec.type.values.map((v) => `'${v}'`).join(' | ')
    case 'boolean':
      return 'boolean'
    default:
      return 'string'
  }
}

function defaultText(spec: AttributeSpec): string | undefined {
  if (spec.default !== undefined) return typeof spec.default === 'string' ? `'${spec.default}'` : String(spec.default)
  return spec.defaultText
}

function className(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element'
}

const attributesOf = (m: Manifest) => Object.entries(m.attributes) as Array<[string, AttributeSpec]>

export function customElementsJson(version: string): object {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: MANIFESTS.map((m) => ({
      kind: 'javascript-module',
      path: m.module,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: m.tag,
          name: className(m.tag),
          description: m.summary,
          superclass: { name: 'HTMLElement' },
          attributes: attributesOf(m).map(([name, spec]) => ({
            name,
            fieldName: propName(name),
            type: { text: typeText(spec) },
            ...(defaultText(spec) !== undefined ? { default: defaultText(spec) } : {}),
            description: spec.description,
          })),
          members: attributesOf(m).map(([name, spec]) => ({
            kind: 'field',
            name: propName(name),
            attribute: name,
            type: { text: `${typeText(spec)} | undefined` },
            description: spec.description,
          })),
          events: m.events.map((e) => ({ name: e.name, type: { text: `CustomEvent<${e.detailType}>` }, description: e.description })),
          cssProperties: Object.entries(m.cssProperties).map(([name, description]) => ({ name, description })),
          cssParts: Object.entries(m.parts).map(([name, description]) => ({ name, description })),
          slots: Object.entries(m.slots).map(([name, description]) => ({ name, description })),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: m.tag, declaration: { name: className(m.tag), module: m.module } }],
    })),
    package: { name: '@studentwork/console', version },
  }
}

export function vscodeCustomData(): object {
  return {
    version: 1.1,
    tags: MANIFESTS.map((m) => ({
      name: m.tag,
      description: m.summary,
      attributes: attributesOf(m).map(([name, spec]) => ({
        name,
        description: spec.description,
        ...(spec.type.kind === 'enum' ? { values: spec.type.values.map((v) => ({ name: v })) } : {}),
        ...(spec.type.kind === 'boolean' ? { values: [{ name: 'true' }, { name: 'false' }] } : {}),
      })),
    })),
  }
}

export function webTypes(version: string): object {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: '@studentwork/console',
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: MANIFESTS.map((m) => ({
          name: m.tag,
          description: m.summary,
          attributes: attributesOf(m).map(([name, spec]) => ({
            name,
            description: spec.description,
            ...(defaultText(spec) !== undefined ? { default: defaultText(spec) } : {}),
            value: { type: typeText(spec), required: false },
          })),
          events: m.events.map((e) => ({ name: e.name, description: e.description })),
          css: {
            properties: Object.entries(m.cssProperties).map(([name, description]) => ({ name, description })),
            parts: Object.entries(m.parts).map(([name, description]) => ({ name, description })),
          },
        })),
      },
    },
  }
}

/** Vue's `GlobalComponents` for templates (`<sw-login :variant="…" @sw-login="…">`). */
export function vueTypes(): string {
  const lines = [
    '// Generated from the element manifests by scripts/elements.ts: Vue template types for the',
    '// custom elements (`app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith("sw-")`).',
    "import type { DefineComponent } from 'vue'",
    "import type { SwConsoleAttributes, SwEventMap, SwLoginAttributes, SwNotificationsAttributes, SwSigninMapAttributes, SwSignupAttributes } from './elements/types.js'",
    '',
    'type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S',
    '/** `@sw-login` in a template is the `onSwLogin` prop. */',
    'type Handlers<Names extends keyof SwEventMap> = { [E in Names as `on${Capitalize<Camel<E>>}`]?: (event: SwEventMap[E]) => void }',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
  ]
  const attrs: Record<string, string> = {
    'sw-login': 'SwLoginAttributes',
    'sw-signup': 'SwSignupAttributes',
    'sw-console': 'SwConsoleAttributes',
    'sw-notifications': 'SwNotificationsAttributes',
    'sw-signin-map': 'SwSigninMapAttributes',
  }
  for (const m of MANIFESTS) {
    const events = m.events.map((e) => `'${e.name}'`).join(' | ')
    lines.push(`    '${m.tag}': DefineComponent<${attrs[m.tag]} & Handlers<${events}>>`)
  }
  lines.push('  }', '}', '')
  return lines.join('\n')
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** The README block of one element: attributes, events, parts and CSS properties. */
export function readmeTables(m: Manifest): string {
  const out = ['| attribute | type | default | meaning |', '|---|---|---|---|']
  for (const [name, spec] of attributesOf(m)) {
    const def = defaultText(spec)
    out.push(
      `| \`${name}\` | ${cell(typeText(spec) === 'string' ? 'text' : `\`${typeText(spec)}\``)} | ${def === undefined ? '—' : cell(def.startsWith("'") ? `\`${def.slice(1, -1)}\`` : def)} | ${cell(spec.description)} |`,
    )
  }
  out.push('', '| event | detail | when |', '|---|---|---|')
  for (const e of m.events) out.push(`| \`${e.name}\` | \`${cell(e.detailType)}\` | ${cell(e.description)} |`)
  out.push(
    '',
    `\`::part()\` names: ${Object.keys(m.parts)
      .map((p) => `\`${p}\``)
      .join(', ')}.`,
  )
  out.push(
    '',
    `CSS custom properties: ${Object.keys(m.cssProperties)
      .map((p) => `\`${p}\``)
      .join(', ')}.`,
  )
  const slots = Object.keys(m.slots)
  if (slots.length > 0) out.push('', `Slots: ${slots.map((s) => `\`${s}\``).join(', ')}.`)
  return out.join('\n')
}

/** The README with every element's block rewritten from its manifest. */
export function rewriteReadme(readme: string): string {
  let out = readme
  for (const m of MANIFESTS) {
    const open = `<!-- manifest:${m.tag} -->`
    const close = `<!-- /manifest:${m.tag} -->`
    const a = out.indexOf(open)
    const b = out.indexOf(close)
    if (a < 0 || b < a) throw new Error(`README.md has no ${open} … ${close} block for <${m.tag}>.`)
    out = `${out.slice(0, a + open.length)}\n${readmeTables(m)}\n${out.slice(b)}`
  }
  return out
}

/** Problems that make `check` fail (empty when all is in step). */
export function problems(): string[] {
  const found: string[] = []
  const readme = readFileSync(README, 'utf8')
  try {
    if (rewriteReadme(readme) !== readme) found.push('README.md element tables are stale: run `npm run elements:readme`.')
  } catch (error) {
    found.push((error as Error).message)
  }
  const index = readFileSync(resolve(ROOT, 'elements/index.ts'), 'utf8')
  for (const m of MANIFESTS) {
    if (!existsSync(resolve(ROOT, `elements/${m.tag}.ts`))) found.push(`elements/${m.tag}.ts is missing.`)
    if (!index.includes(`import './${m.tag}.ts'`)) found.push(`elements/index.ts does not import './${m.tag}.ts'.`)
  }
  return found
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

function main(command: string | undefined): void {
  const { version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string }
  if (command === 'build') {
    const dist = resolve(ROOT, 'dist')
    write(resolve(dist, 'custom-elements.json'), JSON.stringify(customElementsJson(version), null, 2) + '\n')
    write(resolve(dist, 'vscode.html-custom-data.json'), JSON.stringify(vscodeCustomData(), null, 2) + '\n')
    write(resolve(dist, 'web-types.json'), JSON.stringify(webTypes(version), null, 2) + '\n')
    write(resolve(dist, 'types/vue.d.ts'), vueTypes())
    console.log(`elements: custom-elements.json, editor data and Vue types for ${MANIFESTS.map((m) => m.tag).join(', ')}`)
  } else if (command === 'readme') {
    writeFileSync(README, rewriteReadme(readFileSync(README, 'utf8')))
  } else if (command === 'check') {
    const found = problems()
    for (const p of found) console.error(p)
    if (found.length > 0) process.exit(1)
    console.log('elements: README tables and element modules match the manifests')
  } else {
    console.error('usage: scripts/elements.ts build | readme | check')
    process.exit(2)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main(process.argv[2])
