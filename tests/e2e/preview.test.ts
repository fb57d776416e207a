/**
 * docs/spec.md#live-preview-as-built — the live preview. A host page on 127.0.0.1 embeds
 * `<sw-console preview-origins="http://localhost:PORT">` beside a form designer frame served
 * from that second (loopback) origin. The designer's `refreshFrame` shows the generated form in
 * a sandboxed frame in place of the console; the bar (or Escape) brings the console back as it
 * was, a dialog left open included. Messages from other origins or of another shape are ignored
 * with one warning each. The previewed code cannot read the console's cookie (the session
 * token), storage or DOM: it runs in an opaque origin. A form as the family's designer
 * (form-generator) posts it — nested under `data`, a Vue 2 template and options object, Vue 2 and
 * Element UI named in `scripts` and `links` (served here from node_modules) — is mounted and
 * works; a broken one shows its error inside the frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Frame, Page } from 'playwright-core'
import { axeViolations, newPage, openHost, submitConsoleLogin } from './harness.ts'
import { serveVueLibraries, type VueLibraries } from './vueLibraries.ts'
import { browser, server, serverAndBrowser } from './fixture.ts'

let libraries: VueLibraries
let librariesUrl: string

serverAndBrowser()

beforeAll(async () => {
  libraries = await serveVueLibraries()
  librariesUrl = libraries.url
})

afterAll(async () => {
  await libraries?.close()
})

const CONSOLE = '/studentwork/elements/sw-console.js'
const FRAME = 'sw-console iframe[sandbox]'

/** What the previewed code reports: each probe's value or the name of the error it threw. */
const PROBE_JS = `
const probe = (read) => { try { return 'read:' + String(read()) } catch (error) { return 'error:' + error.name } }
document.querySelector('#out').textContent = 'Script ran'
parent.postMessage({ kind: 'probe', report: {
  origin: self.origin,
  cookie: probe(() => document.cookie),
  localStorage: probe(() => localStorage.getItem('userId')),
  sessionStorage: probe(() => sessionStorage.length),
  parentDocument: probe(() => parent.document.cookie),
  topDocument: probe(() => top.document.title),
  consoleDom: probe(() => parent.document.querySelector('sw-console').shadowRoot.innerHTML.length),
} }, '*')
// A message of its own to the host: not a refreshFrame, so the console says nothing.
parent.postMessage({ kind: 'hello' }, '*')
`

const FORM = {
  type: 'refreshFrame',
  styles: ['body { font-family: sans-serif; margin: 16px } label { color: rgb(1, 2, 3) }'],
  scripts: [],
  html: '<form><label>Applicant name <input name="applicant"></label><p id="out"></p></form>',
  js: PROBE_JS,
}

/** A form as form-generator's designer posts it to its preview (its run()): two fields, one
 * required with its rule, a select with options, submit and reset buttons. */
function designedForm(overrides: Record<string, unknown> = {}) {
  const origin = librariesUrl.replace(/\/lib$/, '')
  return {
    type: 'refreshFrame',
    data: {
      generateConf: { formRef: 'elForm', formModel: 'formData', size: 'medium', labelPosition: 'right', labelWidth: 100, type: 'file' },
      html: `<el-row :gutter="15">
  <el-form ref="elForm" :model="formData" :rules="rules" size="medium" label-width="100px">
    <el-col :span="24">
      <el-form-item label="Applicant" prop="applicant">
        <el-input v-model="formData.applicant" placeholder="Enter the applicant" clearable :style="{width: '100%'}"></el-input>
      </el-form-item>
    </el-col>
    <el-col :span="24">
      <el-form-item label="Campus" prop="campus">
        <el-select v-model="formData.campus" placeholder="Choose a campus" clearable :style="{width: '100%'}">
          <el-option v-for="(item, index) in campusOptions" :key="index" :label="item.label" :value="item.value" :disabled="item.disabled"></el-option>
        </el-select>
      </el-form-item>
    </el-col>
    <el-col :span="24">
      <el-form-item size="large">
        <el-button type="primary" @click="submitForm">Submit</el-button>
        <el-button @click="resetForm">Reset</el-button>
      </el-form-item>
    </el-col>
  </el-form>
</el-row>`,
      js: `{
  components: {},
  props: [],
  data() {
    return {
      formData: { applicant: undefined, campus: undefined },
      rules: { applicant: [{ required: true, message: 'The applicant is required', trigger: 'blur' }], campus: [] },
      campusOptions: [{ label: 'North', value: 1 }, { label: 'South', value: 2 }],
    }
  },
  computed: {},
  watch: {},
  created() {},
  mounted() {},
  methods: {
    submitForm() {
      this.$refs['elForm'].validate(valid => {
        if (!valid) return
        document.body.setAttribute('data-submitted', JSON.stringify(this.formData))
      })
    },
    resetForm() {
      this.$refs['elForm'].resetFields()
    },
  }
}`,
      css: '.el-form { max-width: 520px }',
      scripts: [`${origin}/lib/vue.min.js`, `${origin}/lib/element-ui.js`],
      links: [`${origin}/lib/theme-chalk/index.css`],
      ...overrides,
    },
  }
}

interface Host {
  page: Page
  designer: Frame
  stranger: Frame
  warnings: string[]
  close(): Promise<void>
}

async function openPreviewHost({ lang = 'en', width = 1280 }: { lang?: 'en' | 'zh'; width?: number } = {}): Promise<Host> {
  const { context, page } = await newPage(browser, { width, height: 812, locale: lang === 'zh' ? 'zh-CN' : 'en-US' })
  const designerOrigin = `http://localhost:${server.port}`
  const strangerOrigin = `http://localhost:${server.port + 1}`
  const framePage = (name: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><p>${name}</p></body></html>`
  await page.route(`${designerOrigin}/designer`, (route) => route.fulfill({ contentType: 'text/html', body: framePage('Designer') }))
  await page.route(`${strangerOrigin}/stranger`, (route) => route.fulfill({ contentType: 'text/html', body: framePage('Stranger') }))
  // A page Playwright serves has no address, so Chromium's Local Network Access counts it (and
  // the preview frame in it) as public and asks the user before the frame loads a designed
  // form's libraries from loopback: granted, as a user would.
  await context.grantPermissions(['local-network-access'])
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('<sw-console>')) warnings.push(message.text())
  })
  await openHost(
    server,
    page,
    [CONSOLE],
    `<sw-console lang="${lang}" router="memory" initial-path="/workbench" preview-origins="${designerOrigin}"></sw-console>` +
      `<iframe title="Designer" src="${designerOrigin}/designer" height="60"></iframe><iframe title="Stranger" src="${strangerOrigin}/stranger" height="60"></iframe>`,
    { path: '/studentwork/designer-host', title: 'Form designer' },
  )
  await submitConsoleLogin(page)
  await page.locator('sw-console canvas[role=img]').waitFor()
  // The host's own listeners: what the preview posts back, and the console's sw-preview events.
  await page.evaluate(() => {
    const w = window as unknown as { probes: unknown[]; previewEvents: boolean[] }
    w.probes = []
    w.previewEvents = []
    window.addEventListener('message', (event) => {
      if (event.data?.kind === 'probe') w.probes.push({ origin: event.origin, ...event.data.report })
    })
    document.querySelector('sw-console')!.addEventListener('sw-preview', (event) => w.previewEvents.push((event as CustomEvent<{ open: boolean }>).detail.open))
  })
  const designer = page.frames().find((f) => f.url().endsWith('/designer'))!
  const stranger = page.frames().find((f) => f.url().endsWith('/stranger'))!
  return { page, designer, stranger, warnings, close: () => context.close() }
}

const post = (from: Frame | Page, message: unknown) => from.evaluate((m) => window.parent.postMessage(m, '*'), message)

describe('refreshFrame from an origin in preview-origins', () => {
  it('shows the form sandboxed in place of the console, and closing returns to the console as it was', async () => {
    const { page, designer, warnings, close } = await openPreviewHost()
    const navbar = page.locator('sw-console [part=navbar]')
    // Some state to come back to: another screen, and the settings panel open over it.
    await page.locator('sw-console nav[part=sidebar] a', { hasText: 'My notifications' }).click()
    await page.locator('sw-console [part=breadcrumb]', { hasText: 'My notifications' }).waitFor()
    await navbar.getByRole('button', { name: 'Settings', exact: true }).click()
    await page.locator('sw-console [role=dialog]').waitFor()

    await post(designer, FORM)
    const frame = page.locator(FRAME)
    await frame.waitFor()
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts')
    const form = page.frameLocator(FRAME)
    await form.getByText('Script ran').waitFor()
    await expect.poll(() => form.getByLabel('Applicant name').isVisible()).toBe(true)
    expect(await form.locator('label').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)')
    // The console (screens and the dialog) is hidden; the preview's bar is labelled and focused.
    expect(await navbar.isHidden()).toBe(true)
    expect(await page.locator('sw-console [role=dialog]').isHidden()).toBe(true)
    const bar = page.locator('sw-console [part=preview]')
    expect(await bar.getAttribute('aria-label')).toBe('Form preview')
    const closeButton = bar.getByRole('button', { name: 'Close preview' })
    await expect.poll(() => closeButton.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)

    // A second message replaces the preview.
    await post(designer, { ...FORM, html: '<h1>Second form</h1><p id="out"></p>' })
    await form.getByRole('heading', { name: 'Second form' }).waitFor()
    expect(await page.locator(FRAME).count()).toBe(1)

    await closeButton.click()
    await frame.waitFor({ state: 'detached' })
    await navbar.waitFor()
    await page.locator('sw-console [part=breadcrumb]', { hasText: 'My notifications' }).waitFor()
    expect(await page.locator('sw-console [role=dialog]').isVisible()).toBe(true)

    // Escape closes it too — the dialog behind it stays open.
    await post(designer, FORM)
    await frame.waitFor()
    await expect.poll(() => closeButton.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    await page.keyboard.press('Escape')
    await frame.waitFor({ state: 'detached' })
    expect(await page.locator('sw-console [role=dialog]').isVisible()).toBe(true)

    expect(await page.evaluate(() => (window as unknown as { previewEvents: boolean[] }).previewEvents)).toEqual([true, true, false, true, false])
    expect(warnings).toEqual([])
    expect((page as Page & { errors: string[] }).errors).toEqual([])
    await close()
  })

  it('cannot read the console’s cookie, storage or DOM from the preview', async () => {
    const { page, designer, warnings, close } = await openPreviewHost()
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value
    expect(token).toBeTruthy()
    // The console's own page can read it: the frame could, were it not sandboxed.
    expect(await page.evaluate(() => document.cookie)).toContain('token=')
    await post(designer, FORM)
    await page.frameLocator(FRAME).getByText('Script ran').waitFor()
    await expect.poll(() => page.evaluate(() => (window as unknown as { probes: unknown[] }).probes.length)).toBe(1)
    const [probe] = await page.evaluate(() => (window as unknown as { probes: Array<Record<string, string>> }).probes)
    expect(probe).toEqual({
      origin: 'null',
      cookie: 'error:SecurityError',
      localStorage: 'error:SecurityError',
      sessionStorage: 'error:SecurityError',
      parentDocument: 'error:SecurityError',
      topDocument: 'error:SecurityError',
      consoleDom: 'error:SecurityError',
    })
    expect(JSON.stringify(probe)).not.toContain(token!)
    // The frame's own traffic (not a refreshFrame) is not ours to warn about.
    expect(warnings).toEqual([])
    await close()
  })
})

describe("a form as the family's designer sends it", () => {
  it('mounts the Vue 2 component with Element UI, and it works: validation, input, submit', async () => {
    const { page, designer, warnings, close } = await openPreviewHost()
    await post(designer, designedForm())
    const form = page.frameLocator(FRAME)
    const applicant = form.getByPlaceholder('Enter the applicant')
    await applicant.waitFor({ timeout: 20_000 })
    // Element UI's stylesheet applies (its input border), and the message's CSS too.
    expect(await applicant.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('4px')
    expect(await form.locator('.el-form').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('520px')
    // Submitting empty: Element's validation shows the rule's message.
    await form.getByRole('button', { name: 'Submit' }).click()
    await form.locator('.el-form-item__error', { hasText: 'The applicant is required' }).waitFor()
    await applicant.fill('Ada Lovelace')
    await form.getByPlaceholder('Choose a campus').click()
    await form.locator('.el-select-dropdown__item', { hasText: 'South' }).click()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => form.locator('body').getAttribute('data-submitted')).toBe('{"applicant":"Ada Lovelace","campus":2}')
    expect(await form.locator('[data-preview-error]').count()).toBe(0)
    expect(warnings).toEqual([])
    await close()
  })

  it("shows what went wrong inside the frame, in the console's language", async () => {
    const { page, designer, close } = await openPreviewHost({ lang: 'zh' })
    const error = page.frameLocator(FRAME).locator('[data-preview-error]')
    // A syntax error in the options object.
    await post(designer, designedForm({ js: '{ data() { return { } }, methods: { oops( } }' }))
    await error.waitFor({ timeout: 20_000 })
    expect(await error.textContent()).toContain('表单无法显示')
    expect(await error.getAttribute('role')).toBe('alert')
    // No Vue among its scripts.
    await post(designer, designedForm({ scripts: [] }))
    await expect.poll(() => error.textContent()).toContain('Vue is not loaded')
    // A library that does not load.
    await post(designer, designedForm({ scripts: [`${librariesUrl}/missing.js`] }))
    await expect.poll(() => error.textContent()).toContain(`Could not load ${librariesUrl}/missing.js`)
    await close()
  })
})

describe('messages the console does not accept', () => {
  it('ignores another origin’s refreshFrame and a malformed one, with one warning each', async () => {
    const { page, designer, stranger, warnings, close } = await openPreviewHost()
    const navbar = page.locator('sw-console [part=navbar]')
    // The stranger (another port), and the host page itself (the console's own origin, not listed).
    await post(stranger, FORM)
    await page.evaluate((m) => window.postMessage(m, '*'), FORM)
    // The designer, with a wrong shape, and a preview too big.
    await post(designer, { ...FORM, html: 42 })
    await post(designer, { ...FORM, html: 'x'.repeat(1_000_001) })
    // Other traffic of other origins: silently not ours.
    await post(stranger, { type: 'resize', height: 100 })
    await expect.poll(() => warnings.length).toBe(4)
    await page.waitForTimeout(300)
    expect(warnings).toEqual([
      `<sw-console> ignored a refreshFrame message from http://localhost:${server.port + 1}: that origin is not in preview-origins.`,
      `<sw-console> ignored a refreshFrame message from ${server.url}: that origin is not in preview-origins.`,
      `<sw-console> ignored a message from http://localhost:${server.port}: html must be a string, or data an object as form designers send it.`,
      `<sw-console> ignored a message from http://localhost:${server.port}: it carries ${1_000_001 + FORM.js.length + FORM.styles[0]!.length} characters, more than 1000000.`,
    ])
    expect(await page.locator(FRAME).count()).toBe(0)
    expect(await navbar.isVisible()).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { previewEvents: boolean[] }).previewEvents)).toEqual([])
    await close()
  })
})

describe('the preview bar', () => {
  it('is axe-clean and fits the window, in English at 1280 px and Chinese at 375 px', async () => {
    for (const [lang, width, label] of [
      ['en', 1280, 'Close preview'],
      ['zh', 375, '关闭预览'],
    ] as const) {
      const { page, designer, close } = await openPreviewHost({ lang, width })
      await post(designer, FORM)
      await page.frameLocator(FRAME).getByText('Script ran').waitFor()
      await page.locator('sw-console [part=preview]').getByRole('button', { name: label }).waitFor()
      expect(await axeViolations(page, 'sw-console')).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await close()
    }
  })
})
