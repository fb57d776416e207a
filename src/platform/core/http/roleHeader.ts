/** The header deployed backends of this family read the active role code from (docs/spec.md#role-header). */
export const ROLE_CODE_HEADER = 'RoleCode'
