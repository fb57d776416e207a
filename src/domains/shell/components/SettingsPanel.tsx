/**
 * The settings panel (docs/spec.md#settings-panel): theme colour with 8 presets and a picker, applied
 * at once through CSS variables (no stylesheet download); switches for the tags view, fixed
 * header and sidebar logo, and — in Chinese — pinyin menu search; persisted; a reset. On phones
 * it also holds the size select.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useSnapshot } from 'valtio'
import { useLingui } from '@lingui/react/macro'
import { Check, RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { SETTINGS_BUTTON, SettingsFace, type DeferredProps } from './navFaces.tsx'
import { changeSetting, changeThemeColor, resetSettings, settingsState, type SettingsState } from '#platform/store/settings.ts'
import { useElement } from '#platform/ui/elementContext.ts'
import { DialogHeader } from '#platform/ui/DialogHeader.tsx'
import { Button } from '#platform/ui/Button.tsx'
import { DialogLayer, DialogRoot } from '#platform/ui/DialogLayer.tsx'
import { SizeSelect } from './SizeSelect.tsx'
import { cn } from '#platform/ui/cn.ts'

export const THEME_PRESETS = ['#1890ff', '#409eff', '#13c2c2', '#52c41a', '#722ed1', '#eb2f96', '#fa541c', '#304156'] as const

type Switch = Extract<keyof SettingsState, 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch'>

function Toggle({ name, label }: { name: Switch; label: string }) {
  const settings = useSnapshot(settingsState)
  const on = settings[name]
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 py-2">
      <span className="text-ink">{label}</span>
      <button
        type="button"
        role="switch"
        name={name}
        aria-checked={on}
        onClick={() => changeSetting(name, !on)}
        className={cn(
          'relative h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          on ? 'bg-primary-strong' : 'bg-line',
        )}
      >
        <span className={cn('absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform', on && 'translate-x-5')} />
      </button>
    </label>
  )
}

export function SettingsPanel({ defaultOpen, focusTrigger }: DeferredProps) {
  const { t } = useLingui()
  const { lang } = useElement()
  const settings = useSnapshot(settingsState)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus()
  }, [focusTrigger])
  return (
    <DialogRoot defaultOpen={defaultOpen}>
      <Dialog.Trigger ref={trigger} aria-label={t`Settings`} className={SETTINGS_BUTTON}>
        <SettingsFace />
      </Dialog.Trigger>
      <DialogLayer placement="right" part="settings" className="flex w-[min(20rem,100vw)] flex-col gap-5 overflow-y-auto p-5">
        <DialogHeader className="" title={t`Page style settings`} description={t`Theme colour and layout switches, kept in this browser.`} />
        <fieldset>
          <legend className="mb-2 font-medium text-ink">{t`Theme colour`}</legend>
          <div className="flex flex-wrap items-center gap-2">
            {THEME_PRESETS.map((color) => (
              <button
                key={color}
                type="button"
                aria-label={color}
                // The panel opens with the focus on the colour in use.
                data-autofocus={settings.themeColor.toLowerCase() === color || undefined}
                aria-pressed={settings.themeColor.toLowerCase() === color}
                onClick={() => changeThemeColor(color)}
                style={{ backgroundColor: color }}
                className="flex size-7 cursor-pointer items-center justify-center rounded-md text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                {settings.themeColor.toLowerCase() === color && <Check aria-hidden className="size-4" />}
              </button>
            ))}
            <label className="flex items-center gap-2 text-muted">
              <input
                type="color"
                name="themeColor"
                value={settings.themeColor}
                onChange={(event) => changeThemeColor(event.target.value)}
                className="size-7 cursor-pointer rounded border border-line bg-transparent"
              />
              <span>{t`Custom`}</span>
            </label>
          </div>
        </fieldset>
        <div className="divide-y divide-line">
          <Toggle name="tagsView" label={t`Tags view`} />
          <Toggle name="fixedHeader" label={t`Fixed header`} />
          <Toggle name="sidebarLogo" label={t`Sidebar logo`} />
          {lang !== 'en' && <Toggle name="supportPinyinSearch" label={t`Pinyin menu search`} />}
          {/* The top bar has no room for the size select on phones. */}
          <div className="flex items-center justify-between gap-3 py-2 md:hidden">
            <span className="text-ink" aria-hidden>
              {t`Size`}
            </span>
            <SizeSelect place="panel" />
          </div>
        </div>
        <Button variant="secondary" onClick={resetSettings} className="mt-auto">
          <RotateCcw aria-hidden className="size-4" />
          {t`Reset settings`}
        </Button>
      </DialogLayer>
    </DialogRoot>
  )
}
