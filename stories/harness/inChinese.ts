/** The same story with its `lang` arg set to Chinese (every screen has an en and a zh story). */
export function inChinese<S extends { args?: object }>(story: S): S {
  return { ...story, args: { ...story.args, lang: 'zh' } }
}
