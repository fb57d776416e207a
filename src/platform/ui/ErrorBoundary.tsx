/**
 * Catches render errors of one element: records them in the error log (docs/spec.md#error-log), tells the host
 * with an `sw-error` event and shows a recoverable message instead of a blank element.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { addErrorLog } from '../store/errorLog.ts'
import { ElementContext } from './elementContext.ts'
import { ERROR_EVENT } from '../element/common.ts'

interface Props {
  tag: string
  children: ReactNode
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  static override contextType = ElementContext
  declare context: React.ContextType<typeof ElementContext>
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const entry = {
      Msg: error.message,
      Info: `<${this.props.tag}>${info.componentStack ?? ''}`.slice(0, 2000),
      Url: typeof location === 'undefined' ? '' : location.href,
      Stack: (error.stack ?? '').slice(0, 4000),
    }
    addErrorLog(entry)
    this.context?.emit(ERROR_EVENT, { message: error.message, tag: this.props.tag })
  }

  override render() {
    if (!this.state.error) return this.props.children
    return <ErrorFallback onRetry={() => this.setState({ error: null })} />
  }
}

function ErrorFallback({ onRetry }: { onRetry(): void }) {
  const { t } = useLingui()
  return (
    <div role="alert" className="m-4 rounded-control border border-danger/30 bg-danger/5 p-4 text-ink">
      <p className="font-semibold">{t`Something went wrong in this part of the page.`}</p>
      <button
        type="button"
        className="mt-3 rounded-control bg-primary-strong px-3 py-1.5 text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        onClick={onRetry}
      >
        {t`Try again`}
      </button>
    </div>
  )
}
