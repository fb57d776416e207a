-- Structure search decides with RDKit in both its engines (the server process, and the RDKit
-- cartridge on a PostgreSQL that has it): substructures by RDKit's match, similarity by the Tanimoto
-- coefficient of Morgan fingerprints. Those are computed from the SMILES where they are used
-- (cached in the process; generated columns with the cartridge), so openchemlib's fragment
-- fingerprint, which took 10–17 ms a structure to write after each import, is no longer kept.
alter table compounds drop column fragment_index;
