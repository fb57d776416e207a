/**
 * Work that must not stand between a change and its frame: run once after the next frame has been
 * drawn (a task after the frame's callback); without frames (a hidden page, a test) after 100 ms at
 * the latest. Used by the resources' quiet reload of a view shown again and the console's history.
 */

/** Runs `run` once, after the next frame has been drawn (a task after the frame's callback);
 * without frames (a hidden page, a test) after 100 ms at the latest. */
export function afterPaint(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  globalThis.requestAnimationFrame?.(() => setTimeout(once, 0))
  setTimeout(once, 100)
}
