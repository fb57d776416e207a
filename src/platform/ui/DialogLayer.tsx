/**
 * The layer every modal dialog of the elements sits on: a Radix Dialog portal into the element's
 * shadow root (a portal in document.body would be unstyled and leak into the host page), the
 * dimmed overlay, and the content box with focus handling that works in a shadow root
 * (dialogFocus.ts). Use it inside a `DialogRoot`; only the box's size and padding vary.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { shadowDialogFocus } from './dialogFocus.ts'
import { useElement } from './elementContext.ts'
import { cn } from './cn.ts'
import { useViewShown } from './viewPresence.ts'

/** Wheel and touch scrolling that starts on the overlay does not move the page behind it —
 * without a scroll lock on the host's body (listeners are not passive, so they can cancel). */
function holdPage(overlay: HTMLDivElement | null): (() => void) | undefined {
  if (!overlay) return undefined
  const stop = (event: Event) => event.preventDefault()
  overlay.addEventListener('wheel', stop, { passive: false })
  overlay.addEventListener('touchmove', stop, { passive: false })
  return () => {
    overlay.removeEventListener('wheel', stop)
    overlay.removeEventListener('touchmove', stop)
  }
}

const PLACEMENT = {
  /** Centred on the viewport. */
  center: { overlay: 'bg-black/45', box: 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-lg' },
  /** A full-height panel on the right. */
  right: { overlay: 'bg-black/30', box: 'inset-y-0 right-0' },
} as const

interface DialogLayerProps extends Dialog.DialogContentProps {
  placement?: keyof typeof PLACEMENT
}

export function DialogLayer({ placement = 'center', className = '', children, ...content }: DialogLayerProps) {
  const { portal } = useElement()
  const { overlay, box } = PLACEMENT[placement]
  return (
    <Dialog.Portal container={portal}>
      {/* A plain overlay and a non-modal Radix root: Radix's modal mode writes into the host
          document (a scroll-lock <style> in its head, pointer-events and aria-hidden on its body). */}
      <div ref={holdPage} aria-hidden className={cn('fixed inset-0 z-[2000] overscroll-contain', overlay)} />
      <Dialog.Content aria-modal {...shadowDialogFocus} {...content} className={cn('fixed z-[2001] bg-surface shadow-2xl focus:outline-none', box, className)}>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  )
}

/** `Dialog.Root` for every dialog of ours: non-modal for Radix (see the overlay above); the
 * dialog stays modal for the user through the overlay, `aria-modal` and the shadow-root focus
 * trap of `shadowDialogFocus`. */
export function DialogRoot(props: Dialog.DialogProps) {
  // A dialog of a kept-alive view that is hidden (a back navigation while it was open) is not
  // shown over the view on screen; it opens again with its view.
  const shown = useViewShown()
  return <Dialog.Root {...props} open={props.open === undefined ? undefined : props.open && shown} modal={false} />
}
