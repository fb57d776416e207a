/**
 * The look of a bare filter control (an `<input>` or `<select>` in a search bar, without the
 * label and message TextField and SelectField draw): the control height of the chosen size, the
 * line, the focus ring. FIELD_SELECT is the same control that opens something when pressed (a
 * select, a filter's toggle button): it adds the pointer.
 */
export const FIELD_CONTROL =
  'h-[var(--sw-control-h)] min-w-0 rounded-control border border-line bg-surface px-2 text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/25'
export const FIELD_SELECT = `${FIELD_CONTROL} cursor-pointer`
