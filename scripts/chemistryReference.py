#!/usr/bin/env python3
"""Writes the chemistry validation suite's reference data (tests/fixtures/chemistry/), computed
by the field's reference toolkit — RDKit's Python module (Debian: python3-rdkit) — over public
structure sets that Debian's rdkit-data package ships:

- nci5k.csv: the ~5 000 NCI structures of RDKit's Data/NCI/first_5k.tpsa.csv with Ertl's own
  TPSA from that file (computed with Daylight's toolkit and Ertl's tpsa.c) and, per structure,
  RDKit's TPSA (N, O) and TPSA with S and P, Hill formula (CalcMolFormula), average molecular
  weight, Wildman–Crippen logP and molar refractivity, fraction sp3, rotatable bonds, heavy and
  total atoms, aromatic proportion, ESOL logS (Delaney 2004, from these inputs), and the PAINS
  and Brenk alerts RDKit's FilterCatalog raises.
- pains-positives.tsv: RDKit's Data/Pains/test_data/test_set3.txt — one molecule known to match
  each PAINS pattern (from ChEMBL, ZINC and PubChem) — with the pattern's FilterCatalog name.

Usage: scripts/chemistryReference.py [RDKit data dir, default /usr/share/RDKit/Data]
"""
import csv
import sys
from pathlib import Path

from rdkit import Chem, RDLogger, rdBase
from rdkit.Chem import Crippen, Descriptors, rdMolDescriptors
from rdkit.Chem import FilterCatalog as FC

RDLogger.DisableLog('rdApp.*')
DATA = Path(sys.argv[1] if len(sys.argv) > 1 else '/usr/share/RDKit/Data')
OUT = Path(__file__).resolve().parent.parent / 'tests/fixtures/chemistry'


def catalog(*sets):
    params = FC.FilterCatalogParams()
    for s in sets:
        params.AddCatalog(s)
    return FC.FilterCatalog(params)


PAINS = catalog(FC.FilterCatalogParams.FilterCatalogs.PAINS)
BRENK = catalog(FC.FilterCatalogParams.FilterCatalogs.BRENK)


def esol(logp: float, mw: float, rotatable: int, aromatic_proportion: float) -> float:
    """Delaney, J. Chem. Inf. Comput. Sci. 2004, 44, 1000 — the published equation."""
    return 0.16 - 0.63 * logp - 0.0062 * mw + 0.066 * rotatable - 0.74 * aromatic_proportion


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rows = []
    for line in (DATA / 'NCI/first_5k.tpsa.csv').read_text().splitlines():
        if not line or line.startswith('#'):
            continue
        smiles, ertl = line.rsplit(',', 1)
        mol = Chem.MolFromSmiles(smiles)
        if mol is None:
            continue
        heavy = mol.GetNumHeavyAtoms()
        aromatic = sum(1 for a in mol.GetAtoms() if a.GetIsAromatic())
        logp, mw = Crippen.MolLogP(mol), Descriptors.MolWt(mol)
        rotatable = rdMolDescriptors.CalcNumRotatableBonds(mol)
        ap = aromatic / heavy if heavy else 0.0
        rows.append({
            'smiles': smiles,
            'ertl_tpsa': ertl,
            'tpsa': f'{rdMolDescriptors.CalcTPSA(mol):.2f}',
            'tpsa_sp': f'{rdMolDescriptors.CalcTPSA(mol, force=True, includeSandP=True):.2f}',
            'formula': rdMolDescriptors.CalcMolFormula(mol),
            'mw': f'{mw:.3f}',
            'wlogp': f'{logp:.4f}',
            'mr': f'{Crippen.MolMR(mol):.4f}',
            'fsp3': f'{rdMolDescriptors.CalcFractionCSP3(mol):.4f}',
            'rotatable': rotatable,
            'heavy_atoms': heavy,
            'atoms': Chem.AddHs(mol).GetNumAtoms(),
            'aromatic_proportion': f'{ap:.4f}',
            'esol': f'{esol(logp, mw, rotatable, ap):.4f}',
            'pains': '|'.join(sorted({m.GetDescription() for m in PAINS.GetMatches(mol)})),
            'brenk': '|'.join(sorted({m.GetDescription() for m in BRENK.GetMatches(mol)})),
        })
    with open(OUT / 'nci5k.csv', 'w', newline='') as out:
        out.write(f'# Reference values by RDKit {rdBase.rdkitVersion} (scripts/chemistryReference.py) over the NCI set of RDKit\'s Data/NCI/first_5k.tpsa.csv (BSD); ertl_tpsa: Ertl\'s own program, from that file\n')
        writer = csv.DictWriter(out, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)

    names = {}
    with open(DATA / 'Pains/wehi_pains.csv') as f:
        for i, (smarts, reg) in enumerate(csv.reader(f)):
            names[i] = reg.replace('<regId=', '').rstrip('>')
    with open(OUT / 'pains-positives.tsv', 'w') as out:
        out.write('# One molecule known to match each PAINS pattern (ChEMBL, ZINC, PubChem): RDKit Data/Pains/test_data/test_set3.txt (BSD), with the pattern name\n')
        out.write('pattern\tsmiles\tsource\n')
        for line in (DATA / 'Pains/test_data/test_set3.txt').read_text().splitlines():
            if not line or line.startswith('#'):
                continue
            pid, _smarts, smiles, ident, *_ = line.split()
            out.write(f'{names[int(pid)]}\t{smiles}\t{ident}\n')
    print(f'{len(rows)} NCI structures; PAINS positives written')


if __name__ == '__main__':
    main()
