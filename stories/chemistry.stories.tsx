/**
 * The chemistry tools for design review: the /2d screen with openchemlib's editor (a structure
 * loaded by the play function, as a chemist pastes one), and its panels on their own — the
 * properties, pharmacokinetics (radar, BOILED-Egg), the rule sets and the risks — for a drug-like
 * and a rule-breaking compound, and while RDKit has not answered, in each language and size; the compound workspace (/sider) with its table and side panel, its
 * structure–activity chart, and the import dialog at its column step; a large file stored as it is
 * read, with the unfinished imports offered and the rows not imported.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test'
import type { Descriptors } from '../src/domains/chemistry/logic/descriptors.ts'
import { profileOf } from '../src/domains/chemistry/logic/profile.ts'
import type { RdkitProperties } from '../src/domains/chemistry/logic/rdkitEngine.ts'
import { PropertiesTable, RulePanels, SafetyPanel } from '../src/domains/chemistry/components/PropertyPanels.tsx'
import { AdmePanel } from '../src/domains/chemistry/components/AdmePanel.tsx'
import { Editor2D } from '../src/domains/chemistry/screens/Editor2D.tsx'
import { DesignWorkspace } from '../src/domains/chemistry/screens/DesignWorkspace.tsx'
import { ConsolePart, consoleRoot, inShadow, type ConsoleArgs } from './harness/ConsoleHarness.tsx'
import { consoleMeta } from './harness/consoleMeta.ts'
import { typeInto } from '../.storybook/shadowInput.ts'

/** Aspirin as openchemlib 9.25 and RDKit compute it (tests/unit/domains/chemistry). */
const ASPIRIN_OCL: Descriptors = {
  formula: 'C9H8O4',
  molecularWeight: 180.15852,
  exactMass: 180.04226,
  cLogP: 1.1314,
  cLogS: -1.929,
  donors: 1,
  acceptors: 4,
  stereoCenters: 0,
  heavyAtoms: 13,
  rings: 1,
  carbons: 9,
  heteroatoms: 4,
  druglikeness: -0.48,
  toxicity: { mutagenic: 'high', tumorigenic: 'high', irritant: 'none', reproductive: 'high' },
}
const ASPIRIN_RDKIT: RdkitProperties = {
  tpsa: 63.6,
  tpsaSP: 63.6,
  wlogp: 1.3101,
  mr: 44.7103,
  fsp3: 0.1111,
  rotatableBonds: 2,
  heavyAtoms: 13,
  atoms: 21,
  aromaticProportion: 0.4615,
  esolLogS: -1.9919,
}

/** Atorvastatin: two rule-of-five violations, fails Ghose, Muegge and lead-likeness. */
const ATORVASTATIN_OCL: Descriptors = {
  formula: 'C33H35FN2O5',
  molecularWeight: 558.65,
  exactMass: 558.253,
  cLogP: 5.62,
  cLogS: -6.92,
  donors: 4,
  acceptors: 7,
  stereoCenters: 2,
  heavyAtoms: 41,
  rings: 4,
  carbons: 33,
  heteroatoms: 8,
  druglikeness: 4.04,
  toxicity: { mutagenic: 'none', tumorigenic: 'none', irritant: 'none', reproductive: 'high' },
}
const ATORVASTATIN_RDKIT: RdkitProperties = {
  tpsa: 111.79,
  tpsaSP: 111.79,
  wlogp: 6.3136,
  mr: 157.2466,
  fsp3: 0.2727,
  rotatableBonds: 12,
  heavyAtoms: 41,
  atoms: 76,
  aromaticProportion: 0.561,
  esolLogS: -6.9043,
}

type Compound = { descriptors: Descriptors; rdkit: RdkitProperties | null }
const ASPIRIN: Compound = { descriptors: ASPIRIN_OCL, rdkit: ASPIRIN_RDKIT }
const ATORVASTATIN: Compound = { descriptors: ATORVASTATIN_OCL, rdkit: ATORVASTATIN_RDKIT }

const meta: Meta<ConsoleArgs> = {
  title: 'Screens/Chemistry',
  ...consoleMeta({}),
}
export default meta

type Story = StoryObj<ConsoleArgs>

function Panels({ args, compound: { descriptors, rdkit } }: { args: ConsoleArgs; compound: Compound }) {
  const profile = profileOf(descriptors, rdkit)
  const status = rdkit ? 'ready' : 'pending'
  return (
    <ConsolePart args={args} path="/2d">
      {() => (
        <div className="grid max-w-md gap-4 bg-canvas p-4">
          <PropertiesTable formula={descriptors.formula} profile={profile} status={status} />
          <AdmePanel profile={profile} status={status} />
          <RulePanels profile={profile} />
          <SafetyPanel descriptors={descriptors} />
        </div>
      )}
    </ConsolePart>
  )
}

/** The property, rule and risk panels of a drug-like compound. */
export const PanelsAspirin: Story = {
  render: (args) => <Panels args={args} compound={ASPIRIN} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const weight = await inShadow(root, '[data-property=molecularWeight]')
    await expect(weight.textContent).toContain('180.16')
    await expect(root.querySelector('[data-property=tpsa]')?.textContent).toContain('63.6')
    await expect(root.querySelector('[data-rule=lipinski] [data-violations]')?.getAttribute('data-violations')).toBe('0')
  },
}

/** A compound that breaks rules: the failing criteria in red, the verdicts failed, outside the egg. */
export const PanelsRuleBreaker: Story = { render: (args) => <Panels args={args} compound={ATORVASTATIN} /> }
/** Before RDKit answers: openchemlib's values and Lipinski at once, the rest waiting. */
export const PanelsWaitingForRdkit: Story = { render: (args) => <Panels args={args} compound={{ ...ASPIRIN, rdkit: null }} /> }
export const PanelsChinese: Story = { args: { lang: 'zh' }, render: (args) => <Panels args={args} compound={ATORVASTATIN} /> }
export const PanelsTraditionalChinese: Story = { args: { lang: 'tw' }, render: (args) => <Panels args={args} compound={ASPIRIN} /> }

/** The whole /2d screen: openchemlib's editor inside the shadow root, aspirin pasted. */
export const StructureEditor: Story = {
  render: (args) => (
    <ConsolePart args={args} path="/2d">
      {() => (
        <div className="bg-canvas p-4">
          <Editor2D />
        </div>
      )}
    </ConsolePart>
  ),
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const input = await inShadow<HTMLTextAreaElement>(root, 'textarea[name=structure]', 20_000)
    // As a paste: the whole SMILES at once, then Load.
    fireEvent.change(input, { target: { value: 'CC(=O)Oc1ccccc1C(=O)O' } })
    const load = [...root.querySelectorAll('button')].find((b) => b.getAttribute('type') === 'submit')!
    await userEvent.click(load)
    await waitFor(() => expect(root.querySelector('[data-property=formula]')?.textContent).toBe('C9H8O4'), { timeout: 5000 })
  },
}

function Workspace({ args }: { args: ConsoleArgs }) {
  return (
    <ConsolePart args={args} path="/sider">
      {() => (
        <div className="bg-canvas p-4">
          <DesignWorkspace />
        </div>
      )}
    </ConsolePart>
  )
}

/** The compound workspace: the six demo drugs, Atorvastatin opened in the side panel. */
export const CompoundWorkspace: Story = {
  render: (args) => <Workspace args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    const name = await inShadow<HTMLButtonElement>(root, 'section[aria-labelledby=sw-sider-title] tbody tr td:nth-child(3) button', 20_000)
    await userEvent.click(name)
    await waitFor(() => expect(root.querySelector('aside [data-property=formula]')?.textContent).toBe('C33H35FN2O5'), { timeout: 5000 })
  },
}

/** A substructure search in a million-compound workspace (the RDKit cartridge): the first 10 000
 * matches kept, and the notice saying so. */
export const CompoundWorkspaceManyMatches: Story = {
  render: (args) => <Workspace args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await inShadow(root, 'section[aria-labelledby=sw-sider-title] tbody tr', 20_000)
    const mode = await inShadow<HTMLSelectElement>(root, 'select[name=searchMode]')
    await userEvent.selectOptions(mode, 'substructure')
    const search = await inShadow<HTMLInputElement>(root, 'input[name=compoundSearch]')
    typeInto(search, 'c1ccccc1')
    search.form!.requestSubmit()
    await waitFor(() => expect(root.querySelector('[data-search-limited]')?.textContent).toContain('10,000'), { timeout: 5000 })
  },
}

/** The structure–activity chart: solubility (log) against molecular weight, coloured by Lipinski. */
export const StructureActivityChart: Story = {
  render: (args) => <Workspace args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow<HTMLButtonElement>(root, 'button[data-view=chart]', 20_000))
    await waitFor(() => expect(root.querySelector('canvas[data-points]')?.getAttribute('data-points')).toBe('6'), { timeout: 5000 })
  },
}

/** The import dialog after a CSV was chosen: the guessed columns and the first rows. */
export const ImportColumns: Story = {
  render: (args) => <Workspace args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow<HTMLButtonElement>(root, 'button[data-action=import]', 20_000))
    const input = await inShadow<HTMLInputElement>(root, '[role=dialog] input[type=file]', 5000)
    const csv = 'Compound,SMILES,IC50 [nM],Series\nSalicylic acid,OC(=O)c1ccccc1O,350,salicylates\nBroken,C1CC(,12,\n'
    await userEvent.upload(input, new File([csv], 'salicylates.csv', { type: 'text/csv' }))
    await waitFor(() => expect(root.querySelector('[role=dialog] [data-step=map]')).not.toBeNull(), { timeout: 10_000 })
  },
}

/** A CSV of 15 000 rows (over 1 MB): the unfinished imports offered, then the file stored as it is
 * read, and the rows not imported. */
export const ImportLargeFile: Story = {
  render: (args) => <Workspace args={args} />,
  play: async ({ canvasElement }) => {
    const root = await consoleRoot(canvasElement)
    await userEvent.click(await inShadow<HTMLButtonElement>(root, 'button[data-action=import]', 20_000))
    await waitFor(() => expect(root.querySelector('[role=dialog] [data-open-imports]')).not.toBeNull(), { timeout: 5000 })
    const input = await inShadow<HTMLInputElement>(root, '[role=dialog] input[type=file]', 5000)
    const rows = Array.from(
      { length: 15_000 },
      (_, i) => `L-${i},${i % 5000 === 17 ? 'C1CC(' : 'C'.repeat(1 + (i % 9)) + 'O'},${(i % 90) / 10},series ${i % 7} of the enumerated library`,
    )
    const csv = `name,smiles,pIC50,notes\n${rows.join('\n')}\n`
    await userEvent.upload(input, new File([csv], 'library.csv', { type: 'text/csv' }))
    await waitFor(() => expect(root.querySelector('[role=dialog] [data-step=map]')).not.toBeNull(), { timeout: 10_000 })
    await userEvent.click(await inShadow<HTMLButtonElement>(root, '[role=dialog] button[data-action=read]', 5000))
    await waitFor(() => expect(root.querySelector('[role=dialog] [data-step=streamed]')).not.toBeNull(), { timeout: 20_000 })
  },
}
