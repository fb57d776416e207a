/** The chemistry domain's demo rows: a few well-known drugs in Acme's compound workspace. */
import type { SeedTenant } from '../../platform/domain.ts'
import type { Queryable } from '../../platform/db.ts'
import { insertCompound, readStructure } from './model.ts'

const DEMO_COMPOUNDS: ReadonlyArray<{ name: string; smiles: string; notes: string }> = [
  { name: 'Aspirin', smiles: 'CC(=O)Oc1ccccc1C(=O)O', notes: 'Reference: COX inhibitor.' },
  { name: 'Ibuprofen', smiles: 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', notes: '' },
  { name: 'Caffeine', smiles: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', notes: '' },
  { name: 'Paracetamol', smiles: 'CC(=O)Nc1ccc(O)cc1', notes: '' },
  { name: 'Imatinib', smiles: 'Cc1ccc(NC(=O)c2ccc(CN3CCN(C)CC3)cc2)cc1Nc1nccc(-c2cccnc2)n1', notes: 'Kinase inhibitor series lead.' },
  { name: 'Atorvastatin', smiles: 'CC(C)c1c(C(=O)Nc2ccccc2)c(-c2ccccc2)c(-c2ccc(F)cc2)n1CC[C@@H](O)C[C@@H](O)CC(=O)O', notes: '' },
]

export async function seedChemistry(tx: Queryable, tenant: SeedTenant, now: Date): Promise<void> {
  if (tenant.code !== 'acme') return
  const [editor] = await tx.query<{ id: number }>("select id from users where tenant_id = $1 and username = 'editor@acme.test'", [tenant.id])
  if (!editor) return
  for (const [i, compound] of DEMO_COMPOUNDS.entries()) {
    const structure = await readStructure(compound.smiles)
    if ('error' in structure) throw new Error(`demo compound ${compound.name}: ${structure.error}`)
    await insertCompound(tx, { tenantId: tenant.id, userId: editor.id, name: compound.name, notes: compound.notes, structure, now: new Date(now.getTime() - (DEMO_COMPOUNDS.length - i) * 3_600_000) })
  }
}
