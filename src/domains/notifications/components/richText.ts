/** The look of notification content — headings, lists, quotes, code, links and images — shared
 * by the editor's writing surface and the preview, so what the author writes looks as readers see it. */
export const RICH_TEXT =
  'text-ink leading-relaxed [&_h1]:mt-3 [&_h1]:mb-2 [&_h1]:text-[1.6em] [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:mb-2 [&_h2]:text-[1.35em] [&_h2]:font-semibold ' +
  '[&_h3]:mt-2 [&_h3]:mb-1.5 [&_h3]:text-[1.15em] [&_h3]:font-semibold [&_p]:my-1.5 [&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-6 ' +
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted [&_a]:text-primary-strong [&_a]:underline ' +
  '[&_code]:rounded [&_code]:bg-line/40 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-line/40 [&_pre]:p-3 ' +
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_img]:my-2 [&_img]:inline-block [&_img]:max-w-full [&_img]:rounded [&_hr]:my-3 [&_hr]:border-line'
