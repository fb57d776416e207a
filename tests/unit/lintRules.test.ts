// The reference server's boundaries in eslint.config.js (docs/ARCHITECTURE.md, "The reference
// server") fail on a violation: snippets linted as if they were files at the paths named, with the
// project's own configuration. The platform imports no domain and reads no domain's environment
// variable (main.ts and server.ts neither); the server imports from src/ only framework-free code;
// outside src/platform the client's platform is imported as #platform/….
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../', import.meta.url)) })

/** What `npm run lint` reports for `code` at `filePath`: `rule: message` lines. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const PLATFORM_ENV = /^no-restricted-syntax: The server's platform reads only its own environment variables/

describe("the server's platform", () => {
  it('imports no domain', async () => {
    expect(await problems('demo/server/platform/example.ts', "import { account } from '../domains/account/index.ts'\nexport const a = account\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The server's platform never imports a domain\./),
    ])
  })

  it.each([
    ['process.env.X', 'export const limit = process.env.CHECKIN_SPEED_LIMIT\n'],
    ["process.env['X']", "export const limit = process.env['CHECKIN_SPEED_LIMIT']\n"],
    ['process.env[name]', "const name = 'CHECKIN_SPEED_LIMIT'\nexport const limit = process.env[name]\n"],
    ['env.X', 'export const answer = (env: Record<string, string | undefined>) => env.CAPTCHA_TEST_ANSWER\n'],
    ["env['X']", "export const answer = (env: Record<string, string | undefined>) => env['CAPTCHA_TEST_ANSWER']\n"],
    [
      "integer(env, 'X', …)",
      "import { integer, type Env } from './settings.ts'\nexport const limit = (env: Env) => integer(env, 'CHECKIN_ACCURACY_LIMIT', 200, 1, 100_000)\n",
    ],
    [
      'const { X } = env',
      'export function answer(env: Record<string, string | undefined>) {\n  const { CAPTCHA_TEST_ANSWER } = env\n  return CAPTCHA_TEST_ANSWER\n}\n',
    ],
    ['const { X } = process.env', 'const { CAPTCHA_MAX_PER_ADDRESS } = process.env\nexport const pictures = CAPTCHA_MAX_PER_ADDRESS\n'],
  ])("reads no domain's environment variable: %s", async (_, code) => {
    expect(await problems('demo/server/platform/config.ts', code)).toEqual([expect.stringMatching(PLATFORM_ENV)])
  })

  it('nor does the composition (main.ts, server.ts)', async () => {
    expect(await problems('demo/server/main.ts', 'export const limit = process.env.CHECKIN_SPEED_LIMIT\n')).toEqual([expect.stringMatching(PLATFORM_ENV)])
    expect(await problems('demo/server/server.ts', "export const limit = (env: Record<string, string | undefined>) => env['CHECKIN_SPEED_LIMIT']\n")).toEqual([
      expect.stringMatching(PLATFORM_ENV),
    ])
  })

  it('reads its own variables, and a domain reads its own', async () => {
    const own =
      "import { flag, integer, type Env } from './settings.ts'\n" +
      "export const read = (env: Env) => [integer(env, 'PORT', 8787, 0, 65_535), flag(env, 'SEED_DEMO'), env.NODE_ENV, env['HOST'], process.env.AUTH_CACHE]\n"
    expect(await problems('demo/server/platform/config.ts', own)).toEqual([])
    const domain =
      "import { integer, type Env } from '../../platform/settings.ts'\n" +
      "export const read = (env: Env) => [integer(env, 'CHECKIN_SPEED_LIMIT', 300, 1, 100_000), env.CHECKIN_ACCURACY_LIMIT, process.env.CHECKIN_SPEED_LIMIT]\n"
    expect(await problems('demo/server/domains/attendance/settings.ts', domain)).toEqual([])
  })
})

describe('what the server imports from src/', () => {
  it.each([
    ['a React component', "import { Button } from '#platform/ui/Button.tsx'\nexport const b = Button\n"],
    ['a store', "import { appState } from '#platform/store/app.ts'\nexport const s = appState\n"],
    ["a domain's public face (React routes)", "import { account } from '../../../../src/domains/account/index.ts'\nexport const a = account\n"],
  ])('is never %s', async (_, code) => {
    expect(await problems('demo/server/domains/account/example.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The server imports from src\/ only framework-free code/),
    ])
  })

  it("is platform/core and a domain's contract.ts, logic/ and data/", async () => {
    const code =
      "import type { Page } from '#platform/core/api/types.ts'\n" +
      "import type { CaptchaResponse } from '../../../../src/domains/account/contract.ts'\n" +
      "import { checkLogin } from '../../../../src/domains/account/logic/loginRules.ts'\n" +
      "import { STRUCTURAL_ALERTS } from '../../../../src/domains/chemistry/data/structuralAlerts.ts'\n" +
      'export type T = Page<CaptchaResponse>\nexport const rules = [checkLogin, STRUCTURAL_ALERTS]\n'
    expect(await problems('demo/server/domains/account/example.ts', code)).toEqual([])
  })
})

describe("the client's platform is imported as #platform/…", () => {
  const ALIAS = /^no-restricted-imports: .*Import the client's platform as #platform\/… \(package.json imports\)\./
  it.each([
    ['a domain', 'src/domains/account/components/Example.tsx', "import { Button } from '../../../platform/ui/Button.tsx'\nexport const b = Button\n"],
    [
      "a domain's framework-free logic",
      'src/domains/account/logic/example.ts',
      "import { parseTime } from '../../../platform/core/format.ts'\nexport const p = parseTime\n",
    ],
    ['a story', 'stories/Example.stories.tsx', "import { Button } from '../src/platform/ui/Button.tsx'\nexport const b = Button\n"],
    ['a test', 'tests/unit/example.test.ts', "import { parseTime } from '../../src/platform/core/format.ts'\nexport const p = parseTime\n"],
    [
      'the server',
      'demo/server/domains/account/example.ts',
      "import type { Page } from '../../../../src/platform/core/api/types.ts'\nexport type P = Page<number>\n",
    ],
  ])('never by a relative path: %s', async (_, file, code) => {
    expect(await problems(file, code)).toEqual([expect.stringMatching(ALIAS)])
  })

  it('by the alias; inside the platform relative; the server’s own platform relative', async () => {
    expect(await problems('src/domains/account/components/Example.tsx', "import { Button } from '#platform/ui/Button.tsx'\nexport const b = Button\n")).toEqual(
      [],
    )
    expect(await problems('src/platform/ui/Example.tsx', "import { Button } from './Button.tsx'\nexport const b = Button\n")).toEqual([])
    expect(await problems('demo/server/domains/account/example.ts', "import { ok } from '../../platform/http.ts'\nexport const o = ok\n")).toEqual([])
  })
})
