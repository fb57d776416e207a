/**
 * The package a host installs: `npm pack` of the built `dist/`, installed from the tarball into
 * (a) a plain HTML site that loads `node_modules/@studentwork/console/dist/elements/<tag>.js` by
 * relative URL and (b) a fresh Vite + React 18 project that imports the package's exports and
 * re-bundles them with `vite build`. Both are served on 127.0.0.1 with `/api` proxied to the
 * reference server and opened in Chromium: each element must render in its shadow root with no
 * failed request, no console error and no `modulepreload` link added to the host's head.
 * Runs after `npm run build` (npm test does that).
 */
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { parseAst } from 'vite'
import { launchBrowser, newPage, startServer, submitConsoleLogin, type RunningServer } from '../e2e/harness.ts'
import { serveHost, type HostServer } from './hostServer.ts'
import { MANIFESTS } from '../../elements/manifest.ts'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const HOSTS = join(import.meta.dirname, 'hosts')
const PACKAGE_DIR = 'node_modules/@studentwork/console'
const ELEMENTS = ['login', 'signup', 'console'] as const
type Element = (typeof ELEMENTS)[number]

interface PackResult {
  filename: string
  files: { path: string }[]
}

/** npm as a host would run it: the variables an outer `npm test` sets about *this* project are
 * dropped, the user's and the global npm configuration (registry, cache) are kept. */
function npm(args: string[], cwd: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_(package_|lifecycle_|config_local_prefix$)/.test(key) && key !== 'INIT_CWD'),
  )
  return run('npm', args, { cwd, env, maxBuffer: 64 * 1024 * 1024 })
}

const INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline']

let tmp: string
let packed: PackResult
let tarball: string
let server: RunningServer
let browser: Browser
const hosts: Partial<Record<'plain' | 'vite', HostServer>> = {}
const timings: Record<string, number> = {}

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now()
  try {
    return await work()
  } finally {
    timings[name] = Math.round(performance.now() - start)
  }
}

async function installPlainHost(): Promise<string> {
  const dir = join(tmp, 'plain')
  await cp(join(HOSTS, 'static'), dir, { recursive: true })
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'plain-host', private: true }))
  await timed('plain: npm install', () => npm([...INSTALL, tarball], dir))
  return dir
}

async function buildViteHost(): Promise<string> {
  const dir = join(tmp, 'vite')
  await cp(join(HOSTS, 'vite'), dir, { recursive: true })
  await timed('vite: npm install', () => npm([...INSTALL, tarball], dir))
  await timed('vite: vite build', () => run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: dir }))
  return join(dir, 'dist')
}

async function packAndInstall(): Promise<{ plain: string; vite: string }> {
  await timed('npm pack', async () => {
    const { stdout } = await npm(['pack', '--json', '--pack-destination', tmp], ROOT)
    packed = (JSON.parse(stdout) as PackResult[])[0]
    tarball = join(tmp, packed.filename)
  })
  const [plain, vite] = await Promise.all([installPlainHost(), buildViteHost()])
  return { plain, vite }
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/elements/sw-login.js'))) throw new Error('dist/ is missing: run `npm run build` first')
  tmp = await mkdtemp(join(tmpdir(), 'sw-package-'))
  const [started, launched, dirs] = await Promise.all([startServer(), launchBrowser(), packAndInstall()])
  server = started
  browser = launched
  hosts.plain = await serveHost(dirs.plain, server.url)
  hosts.vite = await serveHost(dirs.vite, server.url)
}, 180_000)

afterAll(async () => {
  await Promise.all([hosts.plain?.close(), hosts.vite?.close()])
  await browser?.close()
  await server?.stop()
  if (tmp) await rm(tmp, { recursive: true, force: true })
  console.info('package test timings (ms):', timings)
})

/**
 * Whether a chunk only declares bindings and exports them: top-level `var`/`let`/`const` whose
 * values are functions, literals or property reads (no call, no assignment elsewhere), then `export`.
 */
function onlyDeclares(code: string): boolean {
  const pure = (node: { type: string; [key: string]: unknown } | null | undefined): boolean => {
    if (!node) return true
    switch (node.type) {
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'Literal':
      case 'Identifier':
        return true
      case 'MemberExpression':
        return !node.computed && pure(node.object as never)
      default:
        return false
    }
  }
  return parseAst(code).body.every((statement) => {
    if (statement.type === 'ExportNamedDeclaration') return !statement.declaration && !statement.source
    if (statement.type === 'FunctionDeclaration') return true
    if (statement.type !== 'VariableDeclaration') return false
    return statement.declarations.every((declaration) => pure(declaration.init as never))
  })
}

/** Every path string in an `exports` value (conditions and nesting included). */
function targets(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(targets)
  return []
}

describe('the tarball', () => {
  it('holds every path package.json points at, and no source maps or sources', async () => {
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>
    const files = new Set(packed.files.map((file) => file.path))
    const pointed = [manifest.types, manifest.main, manifest.module, manifest.customElements, manifest['web-types'], ...targets(manifest.exports)]
      .filter((path): path is string => typeof path === 'string')
      .map((path) => path.replace(/^\.\//, ''))
    expect(pointed.length).toBeGreaterThan(4)
    const missing = pointed.filter((path) => !files.has(path))
    expect(missing, 'exports/types paths missing from the packed tarball').toEqual([])
    for (const file of ['package.json', 'README.md', 'LICENSE']) expect(files).toContain(file)
    expect([...files].filter((file) => file.endsWith('.map'))).toEqual([])
    expect([...files].filter((file) => !/^(dist\/|package\.json$|README\.md$|LICENSE$)/.test(file))).toEqual([])
  })

  it('defines every element from the package entry', async () => {
    // A build that took the element modules for side-effect free would drop them from index.js.
    const index = await readFile(join(ROOT, 'dist/index.js'), 'utf8')
    for (const { module } of MANIFESTS) expect(index).toContain(`import"./${module}"`)
  })

  it('imports a chunk only for its bindings, as "sideEffects" (entries and elements only) assumes', async () => {
    // A bare `import "./chunks/x.js"` would be a chunk run for its side effects alone, which a
    // host's bundler may drop because "sideEffects" does not list dist/chunks/.
    const scripts = packed.files.map((file) => file.path).filter((path) => /^dist\/.*\.js$/.test(path))
    expect(scripts.length).toBeGreaterThan(5)
    const bare: string[] = []
    for (const path of scripts) {
      const code = await readFile(join(ROOT, path), 'utf8')
      for (const [, target] of code.matchAll(/(?:^|[;}\n])\s*import\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
        const resolved = new URL(target, `file:///${path}`).pathname.slice(1)
        if (/^dist\/(index|elements\/[^/]+)\.js$/.test(resolved)) continue
        // Rolldown keeps a bare import of its runtime chunk where a minified binding was dropped
        // (rolldown#10517): harmless to drop when that chunk only declares and exports.
        if (!onlyDeclares(await readFile(join(ROOT, resolved), 'utf8'))) bare.push(`${path} -> ${resolved}`)
      }
    }
    expect(bare).toEqual([])
  })

  it('tells a chunk that only declares from one that runs something', () => {
    expect(onlyDeclares('var e=Object.create,t=(e)=>()=>e;export{t as n};')).toBe(true)
    expect(onlyDeclares('var e=Object.create;customElements.define(`x-y`,e);export{e as n};')).toBe(false)
    expect(onlyDeclares('var e=f();export{e as n};')).toBe(false)
  })
})

/** A TypeScript host: the `types` of each export resolve, and the tag and event maps are typed. */
const TS_HOST = `import { toThousands, type CurrentUser } from '@studentwork/console'
import '@studentwork/console/elements/sw-login.js'
import '@studentwork/console/elements/sw-signup.js'
import '@studentwork/console/elements/sw-console.js'

const grouped: string = toThousands(1234567)

document.createElement('sw-login').addEventListener('sw-login', (event) => {
  const user: CurrentUser = event.detail
  // @ts-expect-error -- the detail is typed, so a field it lacks is an error
  console.log(user.username, grouped, event.detail.noSuchField)
})
`

/** A host that imports one element module only still gets that element's types. */
const TS_ONE_ELEMENT = `import '@studentwork/console/elements/sw-console.js'

const consoleElement = document.createElement('sw-console')
consoleElement.router = 'memory'
consoleElement.initialPath = '/workbench'
// @ts-expect-error -- not one of browser, hash, memory
consoleElement.router = 'nope'
consoleElement.addEventListener('sw-navigate', (event) => console.log(event.detail.path.length))
`

describe('a TypeScript host', () => {
  it('type-checks against the installed package (moduleResolution bundler)', async () => {
    const dir = join(tmp, 'plain')
    await writeFile(join(dir, 'host.ts'), TS_HOST)
    await writeFile(join(dir, 'one-element.ts'), TS_ONE_ELEMENT)
    const compilerOptions = { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, lib: ['ES2022', 'DOM'], types: [], noEmit: true }
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['host.ts', 'one-element.ts'] }))
    const tsc = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir]).then(
      () => '',
      (error: { stdout?: string }) => error.stdout || String(error),
    )
    expect(tsc).toBe('')
  })
})

interface Visit {
  requests: string[]
  failed: string[]
  consoleErrors: string[]
  pageErrors: string[]
  /** `<link rel=modulepreload>` hrefs in the head that the served HTML did not have. */
  preloadsAdded: string[]
}

/** Opens `url`, waits for the element to show something in its shadow root (for the console:
 * signs in and waits for the sidebar, which loads its lazy screens), and reports what happened. */
async function visit(url: string, element: Element): Promise<Visit> {
  const { context, page } = await newPage(browser)
  const visitLog: Visit = { requests: [], failed: [], consoleErrors: [], pageErrors: [], preloadsAdded: [] }
  page.on('request', (request) => visitLog.requests.push(request.url()))
  page.on('requestfailed', (request) => visitLog.failed.push(`${request.url()} ${request.failure()?.errorText}`))
  page.on('response', (response) => {
    if (response.status() >= 400) visitLog.failed.push(`${response.url()} ${response.status()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') visitLog.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => visitLog.pageErrors.push(error.message))
  const html = await (await fetch(url)).text()
  const preloadsInHtml = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(([tag]) => new URL(/href="([^"]+)"/.exec(tag)![1], url).href)
  await page.goto(url)
  await expectRendered(page, element)
  if (element === 'console') {
    // The memory router starts on the public landing page; its "Sign in" link leads to the form.
    await page.locator('sw-console a[href="/login"]').click()
    await submitConsoleLogin(page)
    await page.locator('sw-console nav[part=sidebar]').waitFor()
    await expect.poll(() => page.locator('sw-console canvas').count(), { timeout: 10_000 }).toBeGreaterThan(0)
  }
  await page.waitForLoadState('networkidle')
  visitLog.preloadsAdded = (await preloadLinks(page)).filter((href) => !preloadsInHtml.includes(href))
  await context.close()
  return visitLog
}

function preloadLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href))
}

async function expectRendered(page: Page, element: Element): Promise<void> {
  const visible = {
    login: `sw-login input[name=username]`,
    signup: `sw-signup input[name=charCaptcha]`,
    console: `sw-console a[href="/login"]`,
  }[element]
  await page.locator(visible).waitFor({ state: 'visible', timeout: 10_000 })
  const shadow = await page.locator(`sw-${element}`).evaluate((el) => {
    const root = el.shadowRoot
    const box = root?.firstElementChild?.getBoundingClientRect()
    return { text: root?.textContent?.trim().length ?? 0, width: box?.width ?? 0, height: box?.height ?? 0 }
  })
  expect(shadow.text).toBeGreaterThan(10)
  expect(shadow.width * shadow.height).toBeGreaterThan(0)
}

function expectClean(result: Visit): void {
  expect(result.failed, 'failed requests').toEqual([])
  expect(result.consoleErrors, 'console errors').toEqual([])
  expect(result.pageErrors, 'page errors').toEqual([])
}

describe('a plain HTML host (relative URLs into node_modules)', () => {
  for (const element of ELEMENTS) {
    it(`renders <sw-${element}>`, async () => {
      const result = await visit(`${hosts.plain!.url}/${element}.html`, element)
      console.info(`plain <sw-${element}>: ${result.requests.length} requests`)
      expectClean(result)
      // Only our code runs here: it writes nothing into the host's head.
      expect(result.preloadsAdded, 'modulepreload links added to the head').toEqual([])
      expect(result.requests.some((url) => url.includes(`${PACKAGE_DIR}/dist/elements/sw-${element}.js`))).toBe(true)
    })
  }
})

describe('a Vite + React 18 host that re-bundles the package', () => {
  for (const element of ELEMENTS) {
    it(`renders <sw-${element}>`, async () => {
      const result = await visit(`${hosts.vite!.url}/?element=${element}`, element)
      console.info(`vite <sw-${element}>: ${result.requests.length} requests`)
      expectClean(result)
      // The host's own Vite preloads its own chunks (its default `build.modulePreload`): every
      // link added must name a file of the host's build, none a path from our dist/.
      const foreign = result.preloadsAdded.filter((href) => !href.startsWith(`${hosts.vite!.url}/assets/`))
      expect(foreign, 'modulepreload links outside the host build').toEqual([])
    })
  }
})
