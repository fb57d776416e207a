/** The header deployed backends of this family read the active role code from (spec §4). */
export const ROLE_CODE_HEADER = 'RoleCode'
