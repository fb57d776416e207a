// The standalone demo at /studentwork/: `?lang=zh|tw|en` sets the console's language (for
// reviews, screenshots and shared links) and is remembered as the visitor's choice (the
// `language` cookie the console reads), so later pages without it keep that language. Without
// it the console follows the saved choice or the browser.
const lang = new URLSearchParams(location.search).get('lang')
if (lang === 'en' || lang === 'zh' || lang === 'tw') {
  document.cookie = `language=${lang}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`
  document.querySelector('sw-console')?.setAttribute('lang', lang)
}
