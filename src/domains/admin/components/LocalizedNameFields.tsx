/**
 * The three names of something people name (a role, a dictionary type): English, required, and
 * Simplified and Traditional Chinese, optional — empty, the English name shows in that language.
 */
import { useLingui } from '@lingui/react/macro'
import { TextField } from '#platform/ui/TextField.tsx'
import type { RoleNamesInput } from '../contract.ts'

export type LocalizedNames = RoleNamesInput

interface LocalizedNameFieldsProps {
  values: LocalizedNames
  /** The error under each field, when there is one. */
  errors: Partial<Record<keyof LocalizedNames, string>>
  maxLength: number
  onChange(field: keyof LocalizedNames, value: string): void
  autoFocus?: boolean
}

export function LocalizedNameFields({ values, errors, maxLength, onChange, autoFocus }: LocalizedNameFieldsProps) {
  const { t } = useLingui()
  const fallback = t`Empty: the English name shows.`
  return (
    <>
      <TextField
        label={t`Name`}
        name="name"
        required
        maxLength={maxLength}
        value={values.name}
        error={errors.name}
        onChange={(e) => onChange('name', e.target.value)}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
      <TextField
        label={t`Name (Simplified Chinese)`}
        name="nameZh"
        lang="zh-Hans"
        maxLength={maxLength}
        value={values.nameZh}
        error={errors.nameZh}
        hint={fallback}
        onChange={(e) => onChange('nameZh', e.target.value)}
      />
      <TextField
        label={t`Name (Traditional Chinese)`}
        name="nameTw"
        lang="zh-Hant"
        maxLength={maxLength}
        value={values.nameTw}
        error={errors.nameTw}
        hint={fallback}
        onChange={(e) => onChange('nameTw', e.target.value)}
      />
    </>
  )
}

/** The names as typed, trimmed. */
export function trimNames(values: LocalizedNames): LocalizedNames {
  return { name: values.name.trim(), nameZh: values.nameZh.trim(), nameTw: values.nameTw.trim() }
}
