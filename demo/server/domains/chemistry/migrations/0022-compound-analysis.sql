-- What RDKit computes per compound (src/domains/chemistry/logic/rdkitEngine.ts, the same code as
-- the browser): TPSA as Ertl defines it (N and O) replaces openchemlib's estimate in `tpsa`, TPSA
-- with S and P beside it, Wildman–Crippen logP and molar refractivity, fraction sp3, ESOL logS,
-- RDKit's rotatable bonds (Veber's definition) in `rotatable_bonds`, and the PAINS and Brenk
-- alerts raised, by name. `analysis_version` says which version of that analysis wrote them: rows
-- with an older one (null here: every row before this migration, whose formula is not yet in Hill
-- order either) are analysed again in the background (analysis.ts). The values are null where
-- RDKit cannot read the structure (a few metal complexes).
alter table compounds alter column tpsa drop not null;
alter table compounds alter column rotatable_bonds drop not null;
alter table compounds add column tpsa_sp double precision;
alter table compounds add column wlogp double precision;
alter table compounds add column mr double precision;
alter table compounds add column fsp3 double precision;
alter table compounds add column esol_logs double precision;
alter table compounds add column pains text[];
alter table compounds add column brenk text[];
alter table compounds add column analysis_version int;
create index compounds_analysis on compounds (tenant_id, analysis_version);
