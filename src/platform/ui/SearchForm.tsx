/**
 * A search that runs when asked (Enter), not on every key: a search landmark (`role="search"`,
 * named) around a SearchBox holding what is typed; `onSearch` gets it trimmed. The screens' member
 * and keyword searches over server-paged lists, where each search is a request.
 */
import { useState } from 'react'
import { SearchBox } from './SearchBox.tsx'

export interface SearchFormProps {
  /** The landmark's name ("Find a member"). */
  label: string
  /** The box's name for assistive technology ("Member"). */
  fieldLabel: string
  placeholder?: string
  name?: string
  maxLength?: number
  onSearch(value: string): void
  /** On the box (width in the bar). */
  className?: string
}

export function SearchForm({ label, fieldLabel, placeholder, name = 'keyword', maxLength = 50, onSearch, className }: SearchFormProps) {
  const [typed, setTyped] = useState('')
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(typed.trim())
      }}
    >
      <SearchBox label={fieldLabel} name={name} value={typed} maxLength={maxLength} placeholder={placeholder} onChange={setTyped} className={className} />
    </form>
  )
}
