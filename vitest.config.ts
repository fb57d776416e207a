// Test projects: unit (core, Node), server (reference server, Node), component (React + shadow
// DOM in jsdom), e2e (Debian's Chromium through playwright-core against the real server) and
// package (the `npm pack` tarball installed into a plain HTML host and a Vite + React 18 host).
import { defineConfig } from 'vitest/config'
import { sharedPlugins } from './vite.shared.ts'
import { HeaviestFirst } from './tests/heaviestFirst.ts'

export default defineConfig({
  plugins: sharedPlugins(),
  test: {
    // The longest files first (tests/heaviestFirst.ts): a fresh clone would start them last.
    sequence: { sequencer: HeaviestFirst },
    projects: [
      {
        extends: true,
        // Generous: openchemlib and the fuse.js comparisons take seconds on a loaded 2-core CI machine.
        // Two files at a time, as every Node project here: Vitest's default on a 2-core machine is one
        // (CPUs − 1), and much of a server test waits on timers, streams and the database.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000, maxWorkers: 2 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // With TEST_DATABASE_URL: the seeded PostgreSQL template each test server copies.
          globalSetup: ['tests/server/globalSetup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          css: true,
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The faults run with the resilience suite (npm run test:resilience).
          exclude: ['tests/e2e/faults.test.ts'],
          globalSetup: ['tests/server/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits up to 5 s, as Playwright's own assertions (Vitest's 1 s default missed
          // a sign-in's event on the loaded CI machine: the password's hash and a chunk's first load).
          expect: { poll: { timeout: 5_000 } },
          // Two files at a time: each has its own server (from the seeded snapshot) and browser, and
          // much of a journey waits on the browser. On the 2-core machine the 26 files took 9.3 min
          // instead of 12.7, all 190 tests passing with no retry.
          fileParallelism: true,
          maxWorkers: 2,
          // In CI a failed browser journey runs once more (as Playwright's CI default does): a
          // timing hiccup on a loaded 2-core machine must not sink an hour-long run; a real
          // failure fails twice. Locally a failure is reported at once.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        // npm run test:resilience (docs/spec.md#resilience): fuzz and load on the reference server, XSS, faults
        // and bad attributes in Chromium (the e2e ones need `npm run build` first).
        extends: true,
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts', 'tests/e2e/faults.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // Two files at a time, as the e2e project: each has its own server(s) on its own database
          // (a copy of the template on PostgreSQL) and its own browser; nothing here measures time.
          maxWorkers: 2,
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        // npm run test:stories: every story of the built Storybook renders in Chromium.
        extends: true,
        test: {
          name: 'stories',
          include: ['tests/stories/**/*.test.ts'],
          environment: 'node',
          // Two stories at once, each in its own page (stories.test.ts).
          maxConcurrency: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
