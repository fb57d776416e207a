/** The chemistry domain's demo rows: a few well-known drugs in Acme's compound workspace, with
 * tags and an approximate aqueous solubility (literature values, rounded) as an activity column. */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import { insertCompound } from './compoundWrites.ts'
import { readStructure } from './structures.ts'

const DEMO_COMPOUNDS: ReadonlyArray<{ name: string; smiles: string; notes: string; tags: string[]; solubility: number }> = [
  { name: 'Aspirin', smiles: 'CC(=O)Oc1ccccc1C(=O)O', notes: 'Reference: COX inhibitor.', tags: ['NSAID'], solubility: 3.3 },
  { name: 'Ibuprofen', smiles: 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', notes: '', tags: ['NSAID'], solubility: 0.021 },
  { name: 'Caffeine', smiles: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', notes: '', tags: ['CNS'], solubility: 21.6 },
  { name: 'Paracetamol', smiles: 'CC(=O)Nc1ccc(O)cc1', notes: '', tags: ['analgesic'], solubility: 14 },
  {
    name: 'Imatinib',
    smiles: 'Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1',
    notes: 'Kinase inhibitor series lead.',
    tags: ['kinase inhibitor', 'oncology'],
    solubility: 0.0146,
  },
  {
    name: 'Atorvastatin',
    smiles: 'CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O',
    notes: '',
    tags: ['statin'],
    solubility: 0.00112,
  },
]

export async function seedChemistry(tx: Queryable, tenant: SeedTenant, now: Date): Promise<void> {
  if (tenant.code !== 'acme') return
  const [editor] = await tx.query<{ id: number }>("select id from users where tenant_id = $1 and username = 'editor@acme.test'", [tenant.id])
  if (!editor) return
  for (const [i, compound] of DEMO_COMPOUNDS.entries()) {
    const structure = await readStructure(compound.smiles)
    if ('error' in structure) throw new Error(`demo compound ${compound.name}: ${structure.error}`)
    await insertCompound(tx, {
      tenantId: tenant.id,
      userId: editor.id,
      name: compound.name,
      notes: compound.notes,
      tags: compound.tags,
      activities: { 'Solubility (mg/mL)': compound.solubility },
      structure,
      now: new Date(now.getTime() - (DEMO_COMPOUNDS.length - i) * 3_600_000),
    })
  }
}
