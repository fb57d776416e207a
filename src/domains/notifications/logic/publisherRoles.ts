/** Who may publish, edit and withdraw notifications — on its own so the console's route table
 * (logic/screens.ts, in `<sw-console>`'s first download) names it without carrying the contract's API
 * factory (contract.ts re-exports it; the screens and the server read it from there). */
export const PUBLISHER_ROLES = ['ROLE_ADMIN', 'ROLE_EDITOR'] as const
